import type { ReactNode } from "react";

type Props = {
  /** The id of the control given as children; the hint gets `${id}-hint`. */
  id: string;
  label: ReactNode;
  /** Shown between the label and the control; the control points to it with aria-describedby. */
  hint?: ReactNode;
  /** The hint's id when it is not `${id}-hint`. */
  hintId?: string;
  className?: string;
  /** A small label, as in filter rows and compact forms. */
  small?: boolean;
  children: ReactNode;
};

/**
 * A label, an optional hint and the control the caller writes: the frame of Field, and of the controls it cannot
 * frame (file inputs with a ref, textareas with their own ARIA), whose hint is read before the control.
 */
export function Labelled({ id, label, hint, hintId = `${id}-hint`, className, small, children }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={small ? "block text-sm font-medium" : "block font-medium"}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
