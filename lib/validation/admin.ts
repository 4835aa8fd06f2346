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
export type CampaignAction = z.output<typeof campaignActionSchema>["action"];

/** A blog post's rejection reason, mailed to its submitter. */
export const REJECT_REASON_MAX = 1000;

/**
 * The version of a post the operator's page was made from: its last change, in milliseconds. The
 * review and edit forms always carry it; acting on a post changed since then answers 409.
 */
export const postVersionField = z.optional(
  z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d{1,15}$/))], {
      error: "The version must be the number the page gave",
    }),
    z.transform((value: number | string) => new Date(Number(value))),
  ),
);

/** Unpublishing says why: the writer reads it in the mail and their list, and revises by it. */
export const UNPUBLISH_REASON_REQUIRED = "Give the reason for taking the post down: the writer is told it.";

export const blogModerationSchema = z
  .object({
    action: z.enum(["publish", "reject", "unpublish"], { error: "Choose publish, reject or unpublish" }),
    version: postVersionField,
    reason: z.pipe(
      z.optional(
        z
          .string()
          .check(
            z.maxLength(REJECT_REASON_MAX, { error: `The reason must be at most ${REJECT_REASON_MAX} characters` }),
          ),
      ),
      z.transform((value: string | undefined) => (value?.trim() ? value.trim() : undefined)),
    ),
  })
  .check(
    z.refine((input) => input.action !== "unpublish" || input.reason !== undefined, {
      error: UNPUBLISH_REASON_REQUIRED,
      path: ["reason"],
    }),
  );
