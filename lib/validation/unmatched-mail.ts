// The Unmatched mail page's forms: file a reply on a record (one of the sender's records, or a
// record's link or id typed in) or delete it. Each works as a plain form post; a script sends JSON.
import { z } from "zod/mini";
import { UNMATCHED_TEXT } from "../content/conversations-view";

export const RECORD_REFERENCE_MAX = 300;

/** An empty select or field is absent. */
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.maxLength(max, { error: UNMATCHED_TEXT.problems.invalid }))),
    z.transform((value: string | undefined) => value?.trim() || null),
  );

export const unmatchedActionSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("file"),
    itemId: optionalText(120),
    record: optionalText(RECORD_REFERENCE_MAX),
  }),
  z.object({ action: z.literal("delete") }),
]);
export type UnmatchedAction = z.output<typeof unmatchedActionSchema>;
