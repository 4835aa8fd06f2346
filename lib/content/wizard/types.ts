// The intake wizards as data. Each kind is one WizardDefinition (career.ts, business.ts,
// partnership.ts) listing every field once; the step schemas (lib/validation/wizard/schemas.ts),
// the page's copy and review, and the operator's labels and columns (define.ts) are derived from it.
import type { z } from "zod/mini";

export type Option = { label: string; value: string };

export type FieldKind = "text" | "email" | "tel" | "number" | "select" | "radio" | "textarea" | "file";

/** A right-panel field as StepFields renders it. */
export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  options?: Option[];
  autoComplete?: string;
  /** Shown only when another field has this value (partnership: organisation when currently working). */
  showWhen?: { field: string; value: string };
  hint?: string;
};

/** A quick question of the left panel; its answer is stored in `field`, and `label` heads it on the review. */
export type LeftQuestion = { field: string; question: string; options: Option[]; label: string };

export type WizardKind = "career" | "business" | "partnership";

export type Step = 1 | 2 | 3;

type FieldBase = {
  /** The step whose schema checks the field (a left question's answer is checked with that step). */
  step: Step;
  schema: z.ZodMiniType;
  /** The operator's label (list, detail, CSV, notification mail) when it is not `label` in sentence case. */
  staff?: string;
  /** Shown as a column of the operator's list. */
  column?: true;
};

/** A right-panel field: `label` labels the input and heads its review row. */
export type InputField = FieldBase & Omit<FieldSpec, "name">;
/** A left-panel quick question. */
export type LeftField = FieldBase & Omit<LeftQuestion, "field">;
/** The agreement checkbox: checked, then stored as consent time and IP rather than as a column. */
export type AgreementField = FieldBase & { agreement: true };

export type WizardField = InputField | LeftField | AgreementField;
export type WizardFields = Record<string, WizardField>;

export type WizardDefinition<F extends WizardFields = WizardFields> = {
  kind: WizardKind;
  title: string;
  intro: string;
  stepTitles: [string, string];
  /**
   * Every field once: its key is the form's field, the JSON body's key and the table's column.
   * Listed in the order of the steps, left questions in the order asked; the review and the
   * operator's labels follow this order.
   */
  fields: F;
  /** The file that follows the JSON in its own upload (the resume rule is lib/validation/resume.ts). */
  file?: { label: string; reviewLabel: string; required: boolean; uploadPath: (id: string) => string };
  submitPath: string;
  /** A check across fields of one step (partnership: organisation when working), also run on the whole. */
  crossCheck?: { step: Step; check: <T extends z.ZodMiniObject>(schema: T) => T };
  /** On a wide screen the partnership's third answer leaves the left panel where it is. */
  thirdAnswerStaysOnDesktop?: boolean;
};

/** What the wizard component shows, derived from a definition by wizardCopy(). */
export type WizardCopy = WizardDefinition & {
  left: LeftQuestion[];
  steps: [{ title: string; fields: FieldSpec[] }, { title: string; fields: FieldSpec[] }];
  agreementField: string;
};
