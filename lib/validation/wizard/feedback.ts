// The shared feedback form (spec 001, 2.6): every answer optional, no validation messages.
import { z } from "zod/mini";

export const FEEDBACK_EXPERIENCE = ["good", "average", "below-average", "bad"] as const;
export const SUBMISSION_KINDS = ["career", "business", "partnership"] as const;

const yesNo = z.optional(z.union([z.literal(1), z.literal(0), z.null()]));

// Strict: a body with fields the form does not have (another form's, or a probe's) is refused
// instead of being stored as an empty feedback.
export const feedbackSchema = z.strictObject({
  appliedBefore: yesNo,
  gotCall: yesNo,
  selected: yesNo,
  experience: z.optional(z.nullable(z.enum(FEEDBACK_EXPERIENCE))),
  suggestions: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
  submissionId: z.optional(z.uuid()),
  submissionKind: z.optional(z.enum(SUBMISSION_KINDS)),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
