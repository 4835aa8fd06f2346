// The contact form's rules (zod/mini: the page ships only the checks it uses).
import { z } from "zod/mini";
import { EMAIL_INVALID, EMAIL_REQUIRED, emailField } from "./email-field";
import { phoneField } from "./phone";
import { labelledText } from "./labelled-line";

export const CONTACT_SUCCESS_MESSAGE = "Thank you! Your message has been sent. We will reply within one business day.";

// No control characters: names end up in mail subjects and the operator's lists.
const plainLine = /^[^\p{Cc}<>]*$/u;

export const contactSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Name is required" }),
      z.maxLength(100, { error: "Name must be at most 100 characters", abort: true }),
      z.regex(plainLine, { error: "Enter a valid name" }),
    ),
  email: emailField(EMAIL_INVALID, EMAIL_REQUIRED),
  phone: phoneField(),
  message: labelledText("Message", 5000),
  privacy: z.literal(true, { error: "Please accept the privacy policy to send your message" }),
  website: z.optional(z.string().check(z.maxLength(200))),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;
