import clsx from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { controlClass } from "./control-class";
import { Field } from "./field";

type Option = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentPropsWithRef<"select">, "children"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The choices; `children` (option groups) instead where a list needs more. */
  options?: readonly Option[];
  children?: ReactNode;
};

/**
 * SelectField for the wizards' pages, which ship no tailwind-merge (like LightButton): `className`
 * is joined to the control's look, so it may only add what that look leaves unset.
 */
export function LightSelectField({ className, ...props }: SelectFieldProps) {
  return <SelectFrame {...props} controlClassName={clsx(controlClass, className)} />;
}

/** The labelled select with its hint and error, its classes given whole. */
export function SelectFrame({
  label,
  error,
  hint,
  id,
  controlClassName,
  options,
  children,
  ...props
}: Omit<SelectFieldProps, "className"> & { controlClassName: string }) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select {...control} className={controlClassName} {...props}>
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
