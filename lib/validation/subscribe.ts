import { z } from "zod/mini";
import { SUBSCRIBE_EMAIL_MESSAGE } from "../content/messages/subscriptions";
import { emailField } from "./email-field";
import { interestsField } from "./interests";

export const subscribeSchema = z.object({
  email: emailField(SUBSCRIBE_EMAIL_MESSAGE),
  // Honeypot: hidden from people, filled in by naive bots.
  website: z.optional(z.string().check(z.maxLength(200))),
  // Optional topics (the footer's "Choose topics"); with none, only the campaigns sent to everyone arrive.
  interests: z.optional(interestsField),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
