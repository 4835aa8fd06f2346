"use client";

import { useEffect, useRef, useState } from "react";
import type { FormOutcome } from "./form-outcome";

type FieldErrors = Record<string, string>;

/**
 * A form's answer and field errors, for forms that also work without JavaScript (quick apply, the
 * applicant profile): `show` puts them up and moves the focus to the first field to fix, else to
 * the answer, once what shows it is rendered.
 */
export function useFormAnswer(initial: FormOutcome) {
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome>(initial);
  const [focus, setFocus] = useState<{ field?: string } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const target = focus.field ? formRef.current?.elements.namedItem(focus.field) : null;
    if (target instanceof HTMLElement) target.focus();
    else outcomeRef.current?.focus();
  }, [focus]);

  function show(next: NonNullable<FormOutcome>, fieldErrors: FieldErrors = {}) {
    setErrors(fieldErrors);
    setOutcome(next);
    setFocus({ field: Object.keys(fieldErrors)[0] });
  }
  /** Clears the answer and errors while the form is being sent. */
  function clear() {
    setErrors({});
    setOutcome(null);
  }
  /** The server's failure: its field errors beside their fields, else its sentence. */
  function showFailure(result: { error: string; errors?: Array<{ field: string; msg: string }> }, fixFields: string) {
    const fieldErrors = Object.fromEntries((result.errors ?? []).map(({ field, msg }) => [field, msg]));
    show({ kind: "error", text: result.errors?.length ? fixFields : result.error }, fieldErrors);
  }
  return { formRef, outcomeRef, errors, outcome, show, clear, showFailure };
}
