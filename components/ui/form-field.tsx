import type { ComponentPropsWithRef } from "react";
import clsx from "clsx";
import { controlClass } from "./control-class";
import { Field } from "./field";

type Props = ComponentPropsWithRef<"input"> & {
  label: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  /** A small label (see Labelled). */
  small?: boolean;
  /** Classes of the frame around label and control (a grid span), where `className` styles the control. */
  frameClassName?: string;
};

/**
 * A labelled input or textarea with its hint and error message tied to it for screen readers.
 * `className` adds to the control's classes (joined, not merged: a height, a font), so a form on a
 * content page (quick apply) carries no tailwind-merge.
 */
export function FormField({ label, error, hint, multiline, small, frameClassName, id, className, ...props }: Props) {
  return (
    <Field label={label} error={error} hint={hint} id={id} small={small} className={frameClassName}>
      {(control) =>
        multiline ? (
          <textarea
            rows={5}
            {...control}
            className={clsx(controlClass, className)}
            {...(props as ComponentPropsWithRef<"textarea">)}
          />
        ) : (
          <input {...control} className={clsx(controlClass, className)} {...props} />
        )
      }
    </Field>
  );
}

type SearchProps = { id: string; label: string; defaultValue: string; frameClassName?: string };

/** The search box of a list's GET filters: its words go to the URL as `q` (the lists read at most 100 characters). */
export function SearchField({ id, label, defaultValue, frameClassName }: SearchProps) {
  return (
    <FormField
      id={id}
      label={label}
      type="search"
      name="q"
      defaultValue={defaultValue}
      maxLength={100}
      frameClassName={frameClassName}
    />
  );
}
