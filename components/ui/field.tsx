import { useId, type ReactNode } from "react";
import { Labelled } from "./labelled";

/** What a control needs to be tied to its label, hint and error for screen readers. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type Props = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** A small label (see Labelled). */
  small?: boolean;
  /** The control, given the id and ARIA attributes that tie it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** A label, one control, its hint and its error: the frame every field of the kit shares. */
export function Field({ label, error, hint, id, className, small, children }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <Labelled id={fieldId} label={label} className={className} small={small}>
      {children({ id: fieldId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </Labelled>
  );
}
