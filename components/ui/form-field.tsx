import { useId, type ComponentPropsWithRef } from "react";

type Props = ComponentPropsWithRef<"input"> & { label: string; error?: string; hint?: string; multiline?: boolean };

/** A labelled input or textarea with its hint and error message tied to it for screen readers. */
export function FormField({ label, error, hint, multiline, id, className, ...props }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  const shared = {
    id: fieldId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `mt-1 block w-full rounded-md border border-border bg-background px-3 py-2 ${className ?? ""}`,
  };
  return (
    <div>
      <label htmlFor={fieldId} className="block font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea rows={5} {...shared} {...(props as ComponentPropsWithRef<"textarea">)} />
      ) : (
        <input {...shared} {...props} />
      )}
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
    </div>
  );
}
