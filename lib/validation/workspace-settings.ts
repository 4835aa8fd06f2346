// The workspace settings' forms (/admin/workspace): a stage's or a close reason's action, a kind's
// assignment rule, and the operator removal's handover. Each is one form that works without a script.
import { z } from "zod/mini";
import { PIPELINES, WORK_KIND_KEYS } from "../content/workspace";
import { ASSIGNMENT_MODES, NAME_MAX, WORKSPACE_SETTINGS_ERRORS as errors } from "../content/workspace-settings";

const ID_MAX = 64;
const id = z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,64}$/), z.maxLength(ID_MAX));

const name = z.pipe(
  z.optional(z.string().check(z.maxLength(NAME_MAX * 4))),
  z.transform((value: string | undefined) => value?.trim().replace(/\s+/g, " ") ?? ""),
);

/** Renaming and adding need a name; moving and removing do not read one. */
const named = (input: { action: string; name: string }) =>
  !["rename", "add"].includes(input.action) || (input.name.length > 0 && input.name.length <= NAME_MAX);

/**
 * One of a row's buttons (rename, up, down, remove) on a stage or a close reason, naming the row by
 * `id`, or a pipeline's "Add" naming the pipeline.
 */
const rowActionSchema = (unknown: string) =>
  z
    .object({
      action: z.enum(["rename", "up", "down", "remove", "add"]),
      id: z.optional(id),
      pipeline: z.optional(z.enum(PIPELINES)),
      name,
    })
    .check(
      z.refine(named, { error: errors.name, path: ["name"] }),
      z.refine((input) => (input.action === "add" ? Boolean(input.pipeline) : Boolean(input.id)), { error: unknown }),
    );

export const stageActionSchema = rowActionSchema(errors.unknownStage);
export const reasonActionSchema = rowActionSchema(errors.unknownReason);
export type RowAction = z.output<typeof stageActionSchema>;

/** A kind's rule: nobody, one operator, or a turn among two or more. */
export const ruleSchema = z
  .object({
    kind: z.enum(WORK_KIND_KEYS as [string, ...string[]]),
    mode: z.enum(ASSIGNMENT_MODES),
    operatorId: z.optional(z.union([id, z.literal("")])),
    operatorIds: z.pipe(
      z.optional(z.union([z.array(id).check(z.maxLength(50)), id])),
      z.transform((value: string[] | string | undefined) => [...new Set(typeof value === "string" ? [value] : value)]),
    ),
  })
  .check(
    z.refine((input) => input.mode !== "operator" || Boolean(input.operatorId), {
      error: errors.operatorNeeded,
      path: ["operatorId"],
    }),
    z.refine((input) => input.mode !== "round_robin" || input.operatorIds.length >= 2, {
      error: errors.operatorsNeeded,
      path: ["operatorIds"],
    }),
  );
export type RuleInput = z.output<typeof ruleSchema>;

/** A form's fields as the rule's schema reads them: the ticked boxes are several `operatorIds`. */
export const ruleFields = (fields: URLSearchParams) => ({
  ...Object.fromEntries(fields),
  operatorIds: fields.getAll("operatorIds"),
});

/** Removing an operator: who takes their records (needed when they own any). */
export const removeOperatorSchema = z.object({ heirId: z.optional(z.union([id, z.literal("")])) });
