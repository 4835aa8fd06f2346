// The wizards' feedback step: every answer optional, linked to its submission when the browser
// knows the submission's id.
import "server-only";
import { db } from "../../core/db";
import type { FeedbackInput } from "../../validation/wizard/feedback";

export async function saveFeedback(input: FeedbackInput): Promise<void> {
  await db.feedback.create({
    data: {
      appliedBefore: input.appliedBefore ?? null,
      gotCall: input.gotCall ?? null,
      selected: input.selected ?? null,
      experience: input.experience ?? null,
      suggestions: input.suggestions || null,
      submissionKind: input.submissionKind ?? null,
      submissionId: input.submissionId?.toLowerCase() ?? null,
    },
  });
}
