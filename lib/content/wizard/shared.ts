import { choice, GENDERS, HOW_FOUND, phoneNumber, requiredEmail, requiredText } from "@/lib/validation/wizard/fields";
import { PERSON_INPUTS } from "./person-inputs";
import type { InputField, LeftField, Option, Step } from "./types";

export const options = (values: readonly string[]): Option[] => values.map((value) => ({ label: value, value }));

export { WIZARD_TEXT } from "./text";

const FEEDBACK_LABELS = {
  appliedBefore: "Have you applied with us before?",
  gotCall: "Did you get a call from us after an earlier application?",
  selected: "Were you selected after that call?",
  experience: "How was your experience with this form?",
  experienceOptions: [
    { label: "Good", value: "good" },
    { label: "Average", value: "average" },
    { label: "Below average", value: "below-average" },
    { label: "Bad", value: "bad" },
  ],
  suggestions: "Suggestions",
};

/** The feedback step's questions in the order asked: the step renders this list, and its intro counts it. */
export const FEEDBACK_STEP_QUESTIONS = [
  { name: "appliedBefore", kind: "yesNo", label: FEEDBACK_LABELS.appliedBefore },
  { name: "gotCall", kind: "yesNo", label: FEEDBACK_LABELS.gotCall },
  { name: "selected", kind: "yesNo", label: FEEDBACK_LABELS.selected },
  { name: "experience", kind: "choice", label: FEEDBACK_LABELS.experience },
  { name: "suggestions", kind: "text", label: FEEDBACK_LABELS.suggestions },
] as const;

const COUNT_WORDS = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

export const FEEDBACK_TEXT = {
  ...FEEDBACK_LABELS,
  title: "Feedback",
  intro: `${COUNT_WORDS[FEEDBACK_STEP_QUESTIONS.length] ?? FEEDBACK_STEP_QUESTIONS.length} quick questions help us improve. Every answer is optional.`,
  submit: "Submit",
  yes: "Yes",
  no: "No",
};

/** "How You Get To Know About?": the third quick question of every wizard. */
export const HOW_FOUND_FIELD = (step: Step, message: string, label: string, question = "How You Get To Know About?") =>
  ({
    step,
    schema: choice(HOW_FOUND, message),
    question,
    options: [
      { label: "Web", value: "web" },
      { label: "Web Browsing", value: "webBrowsing" },
      { label: "Someone Suggest", value: "Suggest" },
    ],
    label,
    staff: "How they heard of us",
  }) satisfies LeftField;

/** A yes/no question's two options, over the pair of values a wizard stores for them. */
export const yesNoOptions = (values: readonly [string, string]): Option[] => [
  { label: "Yes", value: values[0] },
  { label: "No", value: values[1] },
];

/** "Have you visited before?": the first quick question; each wizard stores its own pair of values. */
export const VISITED_FIELD = <const V extends readonly [string, string]>(values: V, message: string) =>
  ({
    step: 1,
    schema: choice(values, message),
    question: "Have you visited before?",
    options: yesNoOptions(values),
    label: "Visited before",
  }) satisfies LeftField;

const PERSONAL = {
  firstName: {
    step: 1,
    schema: requiredText("First Name is required", PERSON_INPUTS.firstName.maxLength),
    ...PERSON_INPUTS.firstName,
  },
  lastName: {
    step: 1,
    schema: requiredText("Last Name is required", PERSON_INPUTS.lastName.maxLength),
    ...PERSON_INPUTS.lastName,
  },
  gender: {
    step: 1,
    schema: choice(GENDERS, "Gender is required"),
    label: "Gender",
    kind: "radio",
    options: options(GENDERS),
  },
  location: {
    step: 1,
    schema: requiredText("Location is required", 120),
    label: "Location",
    kind: "text",
    autoComplete: "address-level2",
  },
  phoneNumber: { step: 1, schema: phoneNumber, ...PERSON_INPUTS.phoneNumber },
} satisfies Record<string, InputField>;

const EMAIL = { step: 1, schema: requiredEmail(), ...PERSON_INPUTS.email } satisfies InputField;

/** Step 1 of every wizard; the e-mail field's name differs between wizards. */
export function personalFields<K extends string>(emailKey: K) {
  return { ...PERSONAL, ...({ [emailKey]: EMAIL } as Record<K, typeof EMAIL>) };
}

/** Step 2's fields that several wizards ask alike; each wizard words the company and e-mail ones. */
export const STEP_TWO_FIELDS = {
  /** The industry, asked by every wizard. */
  industry: {
    step: 2,
    schema: requiredText("Industry is required"),
    label: "Industry",
    kind: "text",
  } satisfies InputField,
  /** The job title (business and career wizards). */
  position: {
    step: 2,
    schema: requiredText("Position is required"),
    label: "Position",
    kind: "text",
    autoComplete: "organization-title",
  } satisfies InputField,
  /** The company, in the left column. */
  company: (message: string, label: string, staff?: string) =>
    ({
      step: 2,
      schema: requiredText(message),
      label,
      ...(staff === undefined ? {} : { staff }),
      kind: "text",
      autoComplete: "organization",
      column: true,
    }) satisfies InputField,
  /** The point-of-contact e-mail (business and partnership wizards). */
  contactEmail: (message?: string) =>
    ({
      step: 2,
      schema: requiredEmail(message),
      label: "Point of contact email",
      staff: "Point-of-contact e-mail",
      kind: "email",
    }) satisfies InputField,
};
