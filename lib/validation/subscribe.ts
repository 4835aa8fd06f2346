import { z } from "zod";
import { emailField } from "./email";

export const SUBSCRIBE_EMAIL_MESSAGE = "Please enter a valid email address.";
export const SUBSCRIBE_SUCCESS_MESSAGE = "thanks for subscribing.";

export const subscribeSchema = z.object({
  email: emailField(SUBSCRIBE_EMAIL_MESSAGE),
  // Honeypot: hidden from people, filled in by naive bots.
  website: z.string().max(200).optional(),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
