// The wizards' schemas, derived from their definitions (lib/content/wizard/types.ts): one per step
// for the page, and the whole submission for POST, so each field's rule is written once.
import { z } from "zod/mini";
import type { Step, WizardDefinition, WizardFields } from "../../content/wizard/types";
import { SAVED_RESUME_VALUE } from "../../content/saved-resume";
import { RESUME_FIELD, RESUME_TEXT } from "../resume";
import { submissionId } from "./fields";

type StepShape<F extends WizardFields, S extends Step> = {
  [K in keyof F as F[K]["step"] extends S ? K : never]: F[K]["schema"];
};
type WholeShape<F extends WizardFields> = { [K in keyof F]: F[K]["schema"] } & {
  id: z.ZodMiniOptional<typeof submissionId>;
};

function shapeOf(fields: WizardFields, keep: (step: Step) => boolean) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, field]) => (keep(field.step) ? [[key, field.schema]] : [])),
  );
}

function checked<T extends z.ZodMiniObject>(definition: WizardDefinition, step: Step | "whole", schema: T): T {
  const cross = definition.crossCheck;
  return cross && (step === "whole" || step === cross.step) ? cross.check(schema) : schema;
}

/** The schema of one step. */
export function stepSchema<F extends WizardFields, S extends Step>(definition: WizardDefinition<F>, step: S) {
  return checked(definition, step, z.object(shapeOf(definition.fields, (s) => s === step) as StepShape<F, S>));
}

/**
 * The page's three step schemas. A required file is part of step 2 there; it travels in its own
 * request after the JSON. A signed-in applicant may choose the profile's saved resume instead.
 */
export function pageSchemas(definition: WizardDefinition): [z.ZodMiniType, z.ZodMiniType, z.ZodMiniType] {
  const file: Record<string, z.ZodMiniType> = definition.file?.required
    ? {
        [RESUME_FIELD]: z.custom<File | typeof SAVED_RESUME_VALUE>(
          (value) => value === SAVED_RESUME_VALUE || (typeof File !== "undefined" && value instanceof File),
          { error: RESUME_TEXT.required },
        ),
      }
    : {};
  const step = (n: Step) =>
    checked(definition, n, z.object({ ...shapeOf(definition.fields, (s) => s === n), ...(n === 2 ? file : {}) }));
  return [step(1), step(2), step(3)];
}

/**
 * Every field plus the browser's id: the JSON body of the wizard's first request. The spec's own
 * client sends no id; the server then makes one and answers it for the upload step.
 */
export function submissionSchema<F extends WizardFields>(definition: WizardDefinition<F>) {
  return checked(
    definition,
    "whole",
    z.object({ ...shapeOf(definition.fields, () => true), id: z.optional(submissionId) } as WholeShape<F>),
  );
}
