import { z } from "zod/mini";
import { SUBSCRIBE_EMAIL_MESSAGE } from "../content/messages/subscriptions";
import { emailField } from "./email-field";

export const subscribeSchema = z.object({
  email: emailField(SUBSCRIBE_EMAIL_MESSAGE),
  // Honeypot: hidden from people, filled in by naive bots.
  website: z.optional(z.string().check(z.maxLength(200))),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
