"use client";

// Quick apply on a job's page. Without JavaScript it is a plain multipart form: the browser checks
// the fields (required, type, pattern) and the server answers with a redirect back to this page,
// which shows its answer. With JavaScript the same form is sent with upload progress, the
// server's field errors appear beside their fields, and the answer replaces the form.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Link } from "@/components/ui/link";
import { uploadForm } from "@/lib/client/upload";
import { CONSENT_VALUE, COVER_NOTE_MAX, QUICK_APPLY_INPUTS, QUICK_APPLY_TEXT } from "@/lib/content/jobs";
import { AgreementText } from "@/components/wizard/agreement-text";
import { RESUME_ACCEPT, RESUME_DETAILS_PATH, RESUME_FIELD, RESUME_TEXT, resumeProblem } from "@/lib/validation/resume";

type Props = { action: string; fullFormHref: string; answer: { kind: "success" | "error"; text: string } | null };
type Errors = Record<string, string>;

export function QuickApplyForm({ action, fullFormHref, answer }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState(answer);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(answer?.kind === "success");

  // The first field to fix, else the answer, gets the focus once what shows it is rendered.
  const [focus, setFocus] = useState<{ field?: string } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const target = focus.field ? formRef.current?.elements.namedItem(focus.field) : null;
    if (target instanceof HTMLElement) target.focus();
    else outcomeRef.current?.focus();
  }, [focus]);

  function show(next: NonNullable<Props["answer"]>, fieldErrors: Errors = {}) {
    setErrors(fieldErrors);
    setOutcome(next);
    setFocus({ field: Object.keys(fieldErrors)[0] });
  }

  // A chosen resume's name, e-mail and phone fill the fields still empty (nothing is stored).
  const [filled, setFilled] = useState("");
  async function fillFrom(file: File | undefined) {
    setFilled("");
    if (!file || resumeProblem(file)) return;
    const body = new FormData();
    body.append(RESUME_FIELD, file);
    const response = await fetch(RESUME_DETAILS_PATH, { method: "POST", body, headers: { accept: "application/json" } }).catch(() => null);
    const answer = response?.ok ? ((await response.json().catch(() => ({}))) as { details?: Record<string, unknown> }) : {};
    const details = answer.details;
    const labels: string[] = [];
    for (const [name, field] of Object.entries(QUICK_APPLY_INPUTS)) {
      const input = formRef.current?.elements.namedItem(name);
      const value = details?.[name];
      if (!(input instanceof HTMLInputElement) || input.value.trim() || typeof value !== "string") continue;
      input.value = value;
      labels.push(field.label);
    }
    if (labels.length > 0) setFilled(QUICK_APPLY_TEXT.filledFromResume(labels));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = body.get(RESUME_FIELD);
    const problem = file instanceof File && file.name ? resumeProblem(file) : RESUME_TEXT.required;
    if (problem) return show({ kind: "error", text: QUICK_APPLY_TEXT.fixFields }, { [RESUME_FIELD]: problem });
    setErrors({});
    setOutcome(null);
    setProgress(0);
    const result = await uploadForm(action, body, setProgress);
    setProgress(null);
    if (result.ok) {
      setSent(true);
      return show({ kind: "success", text: result.data.message ?? "" });
    }
    const fieldErrors = Object.fromEntries((result.errors ?? []).map(({ field, msg }) => [field, msg]));
    show({ kind: "error", text: result.errors?.length ? QUICK_APPLY_TEXT.fixFields : result.error }, fieldErrors);
  }

  const outcomeLine = (
    <p ref={outcomeRef} tabIndex={-1} role={outcome?.kind === "error" ? "alert" : "status"} className={outcome?.kind === "error" ? "text-danger" : "font-semibold text-success"}>
      {outcome?.text}
    </p>
  );
  if (sent) return outcomeLine;

  const busy = progress !== null;
  return (
    <form ref={formRef} method="post" action={action} encType="multipart/form-data" onSubmit={submit} aria-busy={busy} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor="quick-apply-resume" className="block font-medium">
          {RESUME_TEXT.label}
        </label>
        <p id="quick-apply-resume-hint" className="mt-1 text-sm text-muted-foreground">
          {RESUME_TEXT.hint}
        </p>
        <input
          id="quick-apply-resume"
          name={RESUME_FIELD}
          type="file"
          required
          accept={RESUME_ACCEPT}
          aria-invalid={errors[RESUME_FIELD] ? true : undefined}
          aria-describedby={`quick-apply-resume-hint${errors[RESUME_FIELD] ? " quick-apply-resume-error" : ""}`}
          onChange={(event) => void fillFrom(event.target.files?.[0])}
          className="mt-2 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-foreground"
        />
        <p role="status" className="mt-1 text-sm">
          {filled}
        </p>
        {errors[RESUME_FIELD] && (
          <p id="quick-apply-resume-error" className="mt-1 text-sm text-danger">
            {errors[RESUME_FIELD]}
          </p>
        )}
      </div>
      {Object.entries(QUICK_APPLY_INPUTS).map(([name, field]) => (
        <FormField
          key={name}
          name={name}
          label={field.label}
          type={field.kind}
          autoComplete={field.autoComplete}
          required
          maxLength={field.maxLength}
          pattern={name === "phoneNumber" ? "[0-9]{10}" : undefined}
          inputMode={name === "phoneNumber" ? "numeric" : undefined}
          error={errors[name]}
        />
      ))}
      <div className="sm:col-span-2">
        <FormField name="coverNote" label={QUICK_APPLY_TEXT.coverNote} placeholder={QUICK_APPLY_TEXT.coverNoteHint} multiline maxLength={COVER_NOTE_MAX} error={errors.coverNote} />
      </div>
      <div className="sm:col-span-2">
        <label className="flex items-start gap-2">
          <input type="checkbox" name="consent" value={CONSENT_VALUE} required className="mt-1 h-4 w-4" aria-invalid={errors.consent ? true : undefined} />
          <AgreementText />
        </label>
        {errors.consent && <p className="mt-1 text-sm text-danger">{errors.consent}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={busy} className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60">
          {busy ? QUICK_APPLY_TEXT.sending : QUICK_APPLY_TEXT.submit}
        </button>
        <Link href={fullFormHref} className="text-sm font-medium underline">
          {QUICK_APPLY_TEXT.fullForm}
        </Link>
      </div>
      {busy && (
        <div className="sm:col-span-2">
          <label htmlFor="quick-apply-progress" className="text-sm">
            {QUICK_APPLY_TEXT.progress}: {Math.round((progress ?? 0) * 100)}%
          </label>
          <progress id="quick-apply-progress" max={1} value={progress ?? 0} className="mt-1 block w-full" />
        </div>
      )}
      <div className="sm:col-span-2">{outcomeLine}</div>
    </form>
  );
}
