// The 'Send Newsletter' form (spec 001, 2.9 and 5.3): subject and message required, an optional
// image. Shared by the operator's form and POST /api/send-newsletter.
import { z } from "zod/mini";
import { isInterest } from "../content/interests";
import { INTERESTS_MESSAGE } from "./interests";
import { SCHEDULE_ERRORS } from "../content/campaign-schedule";
import { isTimeZone } from "./booking";
import { POST_FORMATS } from "../content/blog-areas";
import { labelledText } from "./labelled-line";

export const NEWSLETTER_MESSAGES = {
  /** "Send now" stores the copies and answers at once; the background sender mails them at its pace. */
  queued: (copies: number) =>
    copies === 0
      ? "No confirmed subscriber is in this audience, so no copy was queued."
      : `${copies} ${copies === 1 ? "copy" : "copies"} queued. They go out in the background; the campaign's progress shows under Campaigns.`,
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
    z.maxLength(200, { error: "Subject must be at most 200 characters", abort: true }),
    // A subject is a mail header: a line break would start a new header.
    z.regex(/^[^\p{Cc}]*$/u, { error: "Subject must be one line" }),
  ),
  message: labelledText("Message", 20_000),
  /** "markdown": the message is Markdown, rendered as a post's is; plain text otherwise. */
  format: z._default(z.enum(POST_FORMATS), "plain"),
});

/** A wall-clock date and time as a datetime-local field sends it: "2026-12-03T14:30", seconds optional. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
export const SEND_WHEN = ["now", "later"] as const;

/**
 * When a campaign goes out: now, or at `sendAt` read in `timeZone` (the operator's own when absent).
 * Without `when`, a filled-in time means later (the announce form has no choice of its own).
 */
export const scheduleFields = {
  when: z.optional(z.enum(SEND_WHEN)),
  sendAt: z._default(
    z.string().check(
      z.trim(),
      z.refine((value: string) => value === "" || LOCAL_DATE_TIME.test(value), {
        error: SCHEDULE_ERRORS.sendAtInvalid,
      }),
    ),
    "",
  ),
  timeZone: z.optional(z.string().check(z.refine(isTimeZone, { error: "Choose a time zone" }))),
};

type ScheduleValues = { when?: (typeof SEND_WHEN)[number]; sendAt?: string };
export const sendsLater = (value: ScheduleValues) => (value.when ?? (value.sendAt ? "later" : "now")) === "later";

/** "Schedule for" needs its time, checked even when other fields failed so every error shows at once. */
export function requireSendAt<T extends z.ZodMiniObject>(schema: T): T {
  return schema.check(
    z.refine((value: ScheduleValues) => !sendsLater(value) || Boolean(value.sendAt), {
      when: () => true,
      path: ["sendAt"],
      error: SCHEDULE_ERRORS.sendAtRequired,
    }),
  );
}

export type ScheduleInput = { when?: (typeof SEND_WHEN)[number]; sendAt: string; timeZone?: string };

/**
 * The multipart body adds an optional idempotency key, so a repeated submit makes one campaign, the
 * audience (interests space-separated, as a multipart field is read once; "" or absent for everyone)
 * and when to send it.
 */
export const newsletterRequestSchema = requireSendAt(
  z.extend(newsletterSchema, {
    requestId: z.optional(z.union([z.uuid(), z.literal("")])),
    audience: z.optional(
      z.string().check(
        z.maxLength(200, { error: INTERESTS_MESSAGE, abort: true }),
        z.refine((value) => value.split(" ").every((key) => key === "" || isInterest(key)), {
          error: INTERESTS_MESSAGE,
        }),
      ),
    ),
    ...scheduleFields,
  }),
);

/** Announcing a published post: now, or at a time (the post's page, a script's JSON). */
export const announceSchema = requireSendAt(z.object(scheduleFields));

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
