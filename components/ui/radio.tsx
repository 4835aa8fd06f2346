import type { InputHTMLAttributes, ReactNode } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  label: ReactNode;
  /** Space above the choice, where it follows a legend or another choice. */
  space?: "mt-1" | "mt-2";
};

/** One radio choice with its label beside it; the label holds the input, so a click on the text chooses it. */
export function Radio({ label, space, ...input }: Props) {
  return (
    <label className={space ? `${space} flex items-center gap-2` : "flex items-center gap-2"}>
      <input type="radio" {...input} className="h-4 w-4" />
      {label}
    </label>
  );
}
