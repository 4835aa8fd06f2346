import type { ReactNode } from "react";

type Props = {
  /** Names the hint `${id}-hint`, which the box points to with aria-describedby. */
  id: string;
  name: string;
  label: ReactNode;
  /** Shown under the box and its label. */
  hint: ReactNode;
};

/** A checkbox with its label beside it and its hint under both (the record's and the bulk form's offers). */
export function CheckboxField({ id, name, label, hint }: Props) {
  return (
    <>
      <label className="flex items-start gap-2">
        <input type="checkbox" name={name} className="mt-1 h-4 w-4" aria-describedby={`${id}-hint`} />
        <span>{label}</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </>
  );
}
