import type { ComponentPropsWithRef, ReactNode } from "react";
import { controlClass, Field } from "./field";
import { cn } from "./cn";

type Option = { value: string; label: string };

type Props = Omit<ComponentPropsWithRef<"select">, "children"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The choices; `children` (option groups) instead where a list needs more. */
  options?: readonly Option[];
  children?: ReactNode;
};

/** A labelled select with its hint and error tied to it, like FormField. */
export function SelectField({ label, error, hint, id, className, options, children, ...props }: Props) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select {...control} className={cn(controlClass, className)} {...props}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}
