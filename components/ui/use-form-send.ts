"use client";

import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf, loadSend, NETWORK_ERROR, type PostResult, type Sent } from "@/lib/client/form-results";
import type { FormOutcome } from "./form-outcome";

type FieldErrors = Record<string, string>;
type Failure = Extract<PostResult<unknown>, { ok: false }>;

// The transport is fetched when `formRef`'s form first takes focus or a form sends, not with every
// page: most pages' one form is the footer's sign-up. A failed fetch is met again, and answered, by
// the send itself.
const preloadTransport = () => void loadSend().catch(() => undefined);

type Options = {
  /** The answer the page already shows (a form posted without JavaScript came back with it). */
  initial?: FormOutcome;
  /** The sentence of a failure that names fields to fix (their messages go beside them). */
  fixFields?: string;
  /** Where field errors go when a form library keeps them (react-hook-form's setError); else `errors`. */
  onFieldError?: (field: string, message: string) => void;
};

/**
 * How every form is sent. The form keeps its method and action, so without JavaScript the browser
 * posts it itself (or, for a ScriptForm, sends nothing); with it, `send` posts JSON or multipart
 * (with `progress`), `busy` holds while it runs (or while `during` runs a submission of several
 * requests), and `fail` / `show` put up the server's field errors beside their fields and the
 * answer's sentence, the focus moving to the first field to fix, else to the answer, when the form
 * and the answer's line carry `formRef` and `outcomeRef`.
 */
export function useFormSend({ initial = null, fixFields, onFieldError }: Options = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome>(initial);
  const [focus, setFocus] = useState<{ field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef(0);
  useEffect(() => {
    const form = formRef.current;
    form?.addEventListener("focusin", preloadTransport, { once: true });
    return () => form?.removeEventListener("focusin", preloadTransport);
  }, []);
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
  /** The server's failure: its field errors beside their fields, and `fixFields` (else its sentence). */
  function fail(
    result: Pick<Failure, "error" | "errors">,
    text = result.errors?.length && fixFields ? fixFields : result.error,
  ) {
    const fieldErrors = fieldErrorsOf(result);
    if (onFieldError) for (const [field, message] of Object.entries(fieldErrors)) onFieldError(field, message);
    show({ kind: "error", text }, onFieldError ? {} : fieldErrors);
  }
  /** Runs a whole submission (one request or several) as busy, from a cleared answer. */
  async function during<R>(task: () => Promise<R>): Promise<R> {
    if (running.current++ === 0) {
      clear();
      setBusy(true);
    }
    try {
      return await task();
    } finally {
      if (--running.current === 0) {
        setBusy(false);
        setProgress(null);
      }
    }
  }
  /** Posts `body` (an object as JSON, a FormData as multipart; `progress` reports its upload). */
  function send<T = Sent>(url: string, body: unknown, { progress = false } = {}): Promise<PostResult<T>> {
    return during(async () => {
      if (progress) setProgress(0);
      const loaded = await loadSend().catch(() => null);
      if (!loaded) return { ok: false, status: 0, error: NETWORK_ERROR };
      return loaded.send<T>(url, body, progress ? setProgress : undefined);
    });
  }
  return { formRef, outcomeRef, errors, outcome, busy, progress, send, during, show, clear, fail, setOutcome };
}
