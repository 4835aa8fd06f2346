import { z } from "zod/mini";
import { emailField } from "./email-field";
import { SUBSCRIBE_EMAIL_MESSAGE, SUBSCRIBE_SUCCESS_MESSAGE } from "./subscribe-messages";

export { SUBSCRIBE_EMAIL_MESSAGE, SUBSCRIBE_SUCCESS_MESSAGE };

export const subscribeSchema = z.object({
  email: emailField(SUBSCRIBE_EMAIL_MESSAGE),
  // Honeypot: hidden from people, filled in by naive bots.
  website: z.optional(z.string().check(z.maxLength(200))),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
