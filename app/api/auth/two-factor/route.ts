import { handler } from "@/lib/core/handler";
import { halfSignedIn } from "@/lib/features/auth/access";
import { giveSecondFactor } from "@/lib/features/auth/second-factor";
import { twoFactorSchema } from "@/lib/validation/two-factor";

// The second sign-in step of an operator account: a code from the app (which also ends
// enrolment the first time) or a recovery code.
export const POST = handler(
  { access: halfSignedIn, limit: { scope: "auth-two-factor" }, body: { schema: twoFactorSchema, maxBytes: 4 * 1024 } },
  async ({ request, user, input, ip }) => giveSecondFactor(user, input, ip, request),
);
