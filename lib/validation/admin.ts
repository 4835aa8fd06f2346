// The operator's forms: a record's place in the pipeline and its private note; a campaign action.
import { z } from "zod/mini";
import { PIPELINE_STATUSES } from "../content/admin";

export const NOTE_MAX = 5000;

export const pipelineSchema = z.object({
  status: z.enum(PIPELINE_STATUSES, { error: "Choose one of the statuses" }),
  note: z.pipe(
    z.optional(z.string().check(z.maxLength(NOTE_MAX, { error: `The note must be at most ${NOTE_MAX} characters` }))),
    z.transform((value: string | undefined) => (value?.trim() ? value.trim() : null)),
  ),
  /** The form's checkbox ("on" when ticked) or a script's boolean: mail the applicant about a new status. */
  notify: z.pipe(
    z.optional(z.union([z.literal("on"), z.boolean()])),
    z.transform((value: "on" | boolean | undefined) => value === "on" || value === true),
  ),
});

export const campaignActionSchema = z.object({ action: z.enum(["pause", "resume", "cancel"]) });

/** A blog post's rejection reason, mailed to its submitter. */
export const REJECT_REASON_MAX = 1000;

export const blogModerationSchema = z.object({
  action: z.enum(["publish", "reject"], { error: "Choose publish or reject" }),
  reason: z.pipe(
    z.optional(z.string().check(z.maxLength(REJECT_REASON_MAX, { error: `The reason must be at most ${REJECT_REASON_MAX} characters` }))),
    z.transform((value: string | undefined) => (value?.trim() ? value.trim() : undefined)),
  ),
});
