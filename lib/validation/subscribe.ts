import { z } from "zod";
import { emailField } from "./email";
import { SUBSCRIBE_EMAIL_MESSAGE, SUBSCRIBE_SUCCESS_MESSAGE } from "./subscribe-messages";

export { SUBSCRIBE_EMAIL_MESSAGE, SUBSCRIBE_SUCCESS_MESSAGE };

export const subscribeSchema = z.object({
  email: emailField(SUBSCRIBE_EMAIL_MESSAGE),
  // Honeypot: hidden from people, filled in by naive bots.
  website: z.string().max(200).optional(),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
