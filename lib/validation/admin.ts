// The operator's forms: a campaign action, a blog post's review (a record's stage and notes: ./workspace-record.ts).
import { z } from "zod/mini";

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
