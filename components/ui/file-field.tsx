"use client";

import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from "react";
import clsx from "clsx";

const FILE_INPUT =
  "block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 " +
  "file:font-semibold file:text-primary-foreground";

type Props = Omit<ComponentPropsWithRef<"input">, "type" | "onChange" | "children"> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The form's error for the field (the server's, or the check's at sending). */
  error?: string;
  /** The check on choose: the sentence that refuses a chosen file, or null when it may be sent. */
  check?: (file: File) => Promise<string | null> | string | null;
  /**
   * A refused file is taken out of the input, its problem shown until the next choice. Otherwise it
   * stays, and its problem until the form is sent again (which checks it again).
   */
  clearRefused?: boolean;
  /** Each choice: the file when the check let it through, else undefined. */
  onFile?: (file: File | undefined) => void;
  /** What is chosen, said beside the input and read with it. */
  chosen?: ReactNode;
  /** Said under the input (what the chosen file filled in). */
  children?: ReactNode;
};

/**
 * A file to choose (the resume, an image) with its label, hint and error tied to it. A chosen file
 * is checked at once and its problem read out (an alert); without one the form's own error shows.
 * `className` is joined, not merged (the wizards' pages ship no tailwind-merge): it may only add.
 */
export function FileField(props: Props) {
  const { label, hint, error, check, clearRefused, onFile, chosen, children, id, className, ref, ...inputProps } =
    props;
  const generated = useId();
  const fieldId = id ?? generated;
  const own = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const form = clearRefused ? null : own.current?.form;
    const forget = () => setProblem(null);
    form?.addEventListener("submit", forget);
    return () => form?.removeEventListener("submit", forget);
  }, [clearRefused]);

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    const refused = file && check ? await check(file) : null;
    setProblem(refused);
    if (refused && clearRefused) input.value = "";
    onFile?.(file && !refused ? file : undefined);
  }

  const message = problem ?? error;
  const describedBy = [
    hint && `${fieldId}-hint`,
    chosen !== undefined && `${fieldId}-chosen`,
    message && `${fieldId}-error`,
  ];
  const input = (
    <input
      ref={(element) => {
        own.current = element;
        if (typeof ref === "function") ref(element);
        else if (ref) ref.current = element;
      }}
      id={fieldId}
      type="file"
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy.filter(Boolean).join(" ") || undefined}
      onChange={(event) => void choose(event.currentTarget)}
      className={clsx(FILE_INPUT, chosen === undefined && "mt-2", className)}
      {...inputProps}
    />
  );
  return (
    <>
      <label htmlFor={fieldId} className="block font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {chosen === undefined ? (
        input
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {input}
          <span id={`${fieldId}-chosen`} className="text-sm" data-testid="chosen-file">
            {chosen}
          </span>
        </div>
      )}
      {children}
      {message && (
        <p id={`${fieldId}-error`} role={problem ? "alert" : undefined} className="mt-1 text-sm text-danger">
          {message}
        </p>
      )}
    </>
  );
}

/** A submission's upload: its label with the share sent, over a bar (role progressbar, named by the label). */
export function UploadProgress({ id, label, fraction }: { id: string; label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div>
      <p id={id} className="text-sm">
        {label}: {percent}%
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 w-full rounded bg-muted"
      >
        <div className="h-2 rounded bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
