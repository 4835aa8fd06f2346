// The record workspace's forms: a stage move, an owner, a note (one handler, by `action`), and the
// bulk form of a list. Each works as a plain form post; a script sends the same fields as JSON.
import { z } from "zod/mini";
import { BULK_MAX, NOTE_BODY_MAX } from "../content/workspace-record";
import { PIPELINES, WORK_KIND_KEYS } from "../content/workspace";
import { notFitFields } from "./conversations-write";

const ID = /^[A-Za-z0-9:_-]{1,80}$/;
const id = (error: string) => z.string({ error }).check(z.regex(ID, { error }));

/** An empty select ("no reason", "unassigned") is absent. */
const optionalId = z.pipe(
  z.optional(z.string().check(z.maxLength(80))),
  z.transform((value: string | undefined) => (value && ID.test(value) ? value : null)),
);

/** The form's checkbox ("on" when ticked) or a script's boolean. */
const checkbox = z.pipe(
  z.optional(z.union([z.literal("on"), z.boolean()])),
  z.transform((value: "on" | boolean | undefined) => value === "on" || value === true),
);

const stageFields = {
  stageId: id("Choose a stage"),
  reason: optionalId,
  // A move to Rejected may send the chosen "not a fit" message, once per record.
  ...notFitFields,
};

export const workActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("stage"), ...stageFields, notify: checkbox }),
  z.object({ action: z.literal("owner"), ownerId: optionalId }),
  z.object({
    action: z.literal("note"),
    body: z
      .pipe(
        z
          .string({ error: "Write the note" })
          .check(z.maxLength(NOTE_BODY_MAX, { error: `A note is at most ${NOTE_BODY_MAX} characters` })),
        z.transform((value: string) => value.trim()),
      )
      .check(z.minLength(1, { error: "Write the note" })),
  }),
]);
export type WorkAction = z.output<typeof workActionSchema>;

/** The list or board page the bulk form returns to: an operator-area path and its filters, nothing else. */
const RETURN = /^\/admin\/[a-z-]{1,40}(?:\/[a-z-]{1,40})?(?:\?[\w%=&.+-]{0,400})?$/;

/** From a list: `kind` and its records' ids. From a board: `pipeline` and its cards' work item ids. */
export const bulkSchema = z.object({
  kind: z.optional(z.enum(WORK_KIND_KEYS as [string, ...string[]], { error: "Unknown kind of record" })),
  pipeline: z.optional(z.enum(PIPELINES, { error: "Unknown pipeline" })),
  ids: z
    .array(id("Tick the records"))
    .check(
      z.minLength(1, { error: "Tick the records" }),
      z.maxLength(BULK_MAX, { error: `At most ${BULK_MAX} records at once` }),
    ),
  action: z.enum(["stage", "owner"], { error: "Choose what to do" }),
  stageId: optionalId,
  ownerId: optionalId,
  reason: optionalId,
  ...notFitFields,
  back: z.optional(z.string().check(z.regex(RETURN))),
});
export type BulkInput = z.output<typeof bulkSchema>;

/** A bulk form's fields: its ticked boxes are one `ids` each. */
export const bulkFormFields = (fields: URLSearchParams) => ({
  ...Object.fromEntries(fields),
  ids: fields.getAll("ids"),
});
