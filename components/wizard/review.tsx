import { WIZARD_TEXT } from "@/lib/content/wizard/shared";
import type { Option, WizardCopy } from "@/lib/content/wizard/types";
import { LabelRows } from "@/components/ui/term-list";

type Props = { copy: WizardCopy; values: Record<string, unknown>; file: { name: string } | null };

function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "Not given";
  return String(value);
}

/** The option's label when the answer is one of `options`, the value itself otherwise. */
const answer = (options: Option[] | undefined, value: unknown) =>
  options?.find((o) => o.value === value)?.label ?? shown(value);

/** Step 3's list of everything entered, including the left panel's answers and the file. */
export function Review({ copy, values, file }: Props) {
  const rows: Array<[string, string]> = [
    ...copy.steps.flatMap((step) =>
      step.fields
        .filter((field) => !field.showWhen || values[field.showWhen.field] === field.showWhen.value)
        .map((field): [string, string] => [field.label, answer(field.options, values[field.name])]),
    ),
    ...copy.left.map((question): [string, string] => [
      question.label,
      answer(question.options, values[question.field]),
    ]),
  ];
  if (copy.file) rows.push([copy.file.reviewLabel, file ? file.name : WIZARD_TEXT.noFile]);
  return (
    <LabelRows
      rows={rows}
      className="grid gap-x-6 gap-y-3 rounded-lg border border-border p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      detailClassName="break-words"
    />
  );
}
