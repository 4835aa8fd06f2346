// Everything a wizard's page and its operator need, read off its one definition (types.ts).
import type {
  AgreementField,
  FieldSpec,
  InputField,
  LeftField,
  WizardCopy,
  WizardDefinition,
  WizardField,
} from "./types";

type Entry<T> = [key: string, field: T];

const isLeft = (field: WizardField): field is LeftField => "question" in field;
const isAgreement = (field: WizardField): field is AgreementField => "agreement" in field;
const isInput = (field: WizardField): field is InputField => "kind" in field;

function entries<T extends WizardField>(
  definition: WizardDefinition,
  keep: (field: WizardField) => field is T,
): Array<Entry<T>> {
  return Object.entries(definition.fields).filter((entry): entry is Entry<T> => keep(entry[1]));
}

// The fields go to the components whole: they read only what FieldSpec / LeftQuestion name.
const inputs = (definition: WizardDefinition, step: 1 | 2): FieldSpec[] =>
  entries(definition, isInput).flatMap(([name, field]) => (field.step === step ? [{ name, ...field }] : []));

/** The page's copy: left questions, the two steps' fields, the agreement's name. */
export function wizardCopy(definition: WizardDefinition): WizardCopy {
  const [agreement] = entries(definition, isAgreement);
  if (!agreement) throw new Error(`The ${definition.kind} wizard has no agreement`);
  return {
    ...definition,
    left: entries(definition, isLeft).map(([field, question]) => ({ field, ...question })),
    steps: [
      { title: definition.stepTitles[0], fields: inputs(definition, 1) },
      { title: definition.stepTitles[1], fields: inputs(definition, 2) },
    ],
    agreementField: agreement[0],
  };
}

const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

/**
 * [column, label] of every stored field, for the operator's detail, CSV and notification mail:
 * the visitor's label in sentence case ("Notice Period" reads "Notice period"), or `staff`.
 */
export function staffLabels(definition: WizardDefinition): Array<readonly [field: string, label: string]> {
  return Object.entries(definition.fields).flatMap(([key, field]) =>
    isAgreement(field) ? [] : [[key, field.staff ?? sentenceCase(field.label)] as const],
  );
}

/** The fields shown as columns of the operator's list. */
export function listColumns(definition: WizardDefinition): Array<readonly [field: string, label: string]> {
  return staffLabels(definition).filter(([key]) => definition.fields[key]?.column);
}

/** The operator's search: the applicant's name and every e-mail address of the submission. */
export function searchFields(definition: WizardDefinition): string[] {
  return [
    "firstName",
    "lastName",
    ...entries(definition, isInput).flatMap(([key, field]) => (field.kind === "email" ? [key] : [])),
  ];
}

/** The phone fields of the submission, which the operator's search reads as numbers. */
export function phoneFields(definition: WizardDefinition): string[] {
  return entries(definition, isInput).flatMap(([key, field]) => (field.kind === "tel" ? [key] : []));
}
