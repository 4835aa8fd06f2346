// The shared feedback form (spec 001, 2.6): every answer optional, no validation messages.
import { z } from "zod";

export const FEEDBACK_EXPERIENCE = ["good", "average", "below-average", "bad"] as const;
export const SUBMISSION_KINDS = ["career", "business", "partnership"] as const;

const yesNo = z.union([z.literal(1), z.literal(0), z.null()]).optional();

export const feedbackSchema = z.object({
  appliedBefore: yesNo,
  gotCall: yesNo,
  selected: yesNo,
  experience: z.enum(FEEDBACK_EXPERIENCE).nullable().optional(),
  suggestions: z.string().trim().max(2000).nullable().optional(),
  submissionId: z.uuid().optional(),
  submissionKind: z.enum(SUBMISSION_KINDS).optional(),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
