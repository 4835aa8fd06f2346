// The 'Send Newsletter' form (spec 001, 2.9 and 5.3): subject and message required, an optional
// image. Shared by the operator's form and POST /api/send-newsletter.
import { z } from "zod/mini";
import { isInterest } from "../content/interests";
import { INTERESTS_MESSAGE } from "./interests";

export const NEWSLETTER_MESSAGES = {
  sent: "Newsletter sent successfully!",
  failed: "Failed to send newsletter. Please try again.",
  networkError: "Error sending newsletter.",
} as const;

export const NEWSLETTER_IMAGE_FIELD = "image";
export const NEWSLETTER_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";
export const NEWSLETTER_IMAGE_MESSAGE = "Please choose a JPEG, PNG, WebP or GIF image.";
export const NEWSLETTER_IMAGE_SIZE_MESSAGE = "The image is larger than 5 MB.";

export const newsletterSchema = z.object({
  subject: z.string({ error: "Subject is required" }).check(
    z.trim(),
    z.minLength(1, { error: "Subject is required" }),
    z.maxLength(200, { error: "Subject must be at most 200 characters" }),
    // A subject is a mail header: a line break would start a new header.
    z.regex(/^[^\p{Cc}]*$/u, { error: "Subject must be one line" }),
  ),
  message: z.string({ error: "Message is required" }).check(
    z.trim(),
    z.minLength(1, { error: "Message is required" }),
    z.maxLength(20_000, { error: "Message must be at most 20000 characters" }),
  ),
});

/**
 * The multipart body adds an optional idempotency key, so a repeated submit makes one campaign, and
 * the audience: interests space-separated (a multipart field is read once), "" or absent for everyone.
 */
export const newsletterRequestSchema = z.extend(newsletterSchema, {
  requestId: z.optional(z.union([z.uuid(), z.literal("")])),
  audience: z.optional(
    z.string().check(
      z.maxLength(200, { error: INTERESTS_MESSAGE }),
      z.refine((value) => value.split(" ").every((key) => key === "" || isInterest(key)), { error: INTERESTS_MESSAGE }),
    ),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type NewsletterFormValues = z.input<typeof newsletterSchema>;

/** The message as the mail shows it: paragraphs separated by blank lines. */
export function newsletterParagraphs(message: string): string[] {
  return message
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
