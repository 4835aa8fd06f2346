// The operators page's forms: an invitation's address; an invitation link's token.
import { z } from "zod/mini";
import { OPERATORS_MESSAGES } from "../content/operators";
import { isAccountEmail } from "./auth-messages";
import { normaliseEmail } from "./email";

export const inviteSchema = z.object({
  email: z.pipe(
    z.string({ error: OPERATORS_MESSAGES.email }).check(z.refine(isAccountEmail, { error: OPERATORS_MESSAGES.email })),
    z.transform(normaliseEmail),
  ),
});

export const acceptInviteSchema = z.object({ token: z.string().check(z.maxLength(1000)) });
