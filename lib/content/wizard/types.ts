// Shapes of the wizards' copy: left-panel questions and right-panel fields, as data.
export type Option = { label: string; value: string };

/** A quick question of the left panel; its answer is stored in `field`. */
export type LeftQuestion = { field: string; question: string; options: Option[] };

export type FieldKind = "text" | "email" | "tel" | "number" | "select" | "radio" | "textarea" | "file";

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

export type WizardKind = "career" | "business" | "partnership";

export type WizardCopy = {
  kind: WizardKind;
  title: string;
  intro: string;
  left: [LeftQuestion, LeftQuestion, LeftQuestion];
  steps: [{ title: string; fields: FieldSpec[] }, { title: string; fields: FieldSpec[] }];
  /** Name of the agreement checkbox (the career form's is spelt `aggreement`). */
  agreementField: "aggreement" | "agreement";
  fileField?: { name: "resume"; label: string; reviewLabel: string; required: boolean; uploadPath: (id: string) => string };
  submitPath: string;
  /** Labels for the left-panel answers on the review step. */
  leftLabels: Record<string, string>;
  /** On a wide screen the partnership's third answer leaves the left panel where it is. */
  thirdAnswerStaysOnDesktop?: boolean;
};
