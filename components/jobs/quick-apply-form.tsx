"use client";

// Quick apply on a job's page. Without JavaScript it is a plain multipart form: the browser checks
// the fields (required, type) and the server answers with a redirect back to this page,
// which shows its answer. With JavaScript a chosen resume is checked at once, the same form is sent
// with upload progress, the server's field errors appear beside their fields, and the answer
// replaces the form.
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { useFormAnswer } from "@/components/ui/use-form-answer";
import { Link } from "@/components/ui/link";
import { uploadForm } from "@/lib/client/upload";
import { CONSENT_VALUE, COVER_NOTE_MAX, QUICK_APPLY_INPUTS, QUICK_APPLY_TEXT } from "@/lib/content/jobs";
import { AgreementText } from "@/components/ui/agreement-text";
import { PROFILE_PATH, SAVED_RESUME_FIELD, SAVED_RESUME_TEXT, SAVED_RESUME_VALUE, type ProfilePrefill } from "@/lib/content/saved-resume";
import { chosenResumeProblem } from "@/lib/client/resume-check";
import { useChosenResume } from "@/components/ui/use-chosen-resume";
import { RESUME_DETAILS_PATH, RESUME_FIELD, RESUME_TEXT } from "@/lib/validation/resume";
import { QuickApplyResume } from "./quick-apply-resume";

/** A signed-in applicant's saved profile, with the account's address (lib/features/profile). */
export type QuickApplyPrefill = ProfilePrefill & { emailAddress: string };
type Props = { action: string; fullFormHref: string; answer: { kind: "success" | "error"; text: string } | null; prefill: QuickApplyPrefill | null };

export function QuickApplyForm({ action, fullFormHref, answer, prefill }: Props) {
  const { formRef, outcomeRef, errors, outcome, show, clear, showFailure } = useFormAnswer(answer);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(answer?.kind === "success");

  // A chosen resume's name, e-mail and phone fill the fields still empty (nothing is stored).
  const [filled, setFilled] = useState("");
  const resume = useChosenResume(errors[RESUME_FIELD]);
  async function fillFrom(file: File | undefined) {
    setFilled("");
    if (!(await resume.check(file)) || !file) return;
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
    const savedChosen = body.get(SAVED_RESUME_FIELD) === SAVED_RESUME_VALUE;
    const problem = file instanceof File && file.name ? await chosenResumeProblem(file) : savedChosen ? null : RESUME_TEXT.required;
    resume.forget();
    if (problem) return show({ kind: "error", text: QUICK_APPLY_TEXT.fixFields }, { [RESUME_FIELD]: problem });
    clear();
    setProgress(0);
    const result = await uploadForm(action, body, setProgress);
    setProgress(null);
    if (result.ok) {
      setSent(true);
      return show({ kind: "success", text: result.data.message ?? "" });
    }
    showFailure(result, QUICK_APPLY_TEXT.fixFields);
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
      <QuickApplyResume savedName={prefill?.resumeName ?? null} error={resume.shown} announce={resume.announce} onFile={(file) => void fillFrom(file)} filled={filled} />
      {Object.entries(QUICK_APPLY_INPUTS).map(([name, field]) => (
        <FormField
          key={name}
          name={name}
          label={field.label}
          type={field.kind}
          autoComplete={field.autoComplete}
          required
          maxLength={field.maxLength}
          defaultValue={prefill?.[name as keyof typeof QUICK_APPLY_INPUTS]}
          hint={"hint" in field ? field.hint : undefined}
          error={errors[name]}
        />
      ))}
      <div className="sm:col-span-2">
        <FormField name="coverNote" label={QUICK_APPLY_TEXT.coverNote} placeholder={QUICK_APPLY_TEXT.coverNoteHint} multiline maxLength={COVER_NOTE_MAX} error={errors.coverNote} />
      </div>
      {prefill && <ProfileDetails prefill={prefill} />}
      <div className="sm:col-span-2">
        {prefill ? (
          // Signed in with a profile: the button itself is the agreement, so applying is one tap.
          <p>
            <input type="hidden" name="consent" value={CONSENT_VALUE} />
            <AgreementText />
          </p>
        ) : (
          <label className="flex items-start gap-2">
            <input type="checkbox" name="consent" value={CONSENT_VALUE} required className="mt-1 h-4 w-4" aria-invalid={errors.consent ? true : undefined} />
            <AgreementText />
          </label>
        )}
        {errors.consent && <p className="mt-1 text-sm text-danger">{errors.consent}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={busy} className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60">
          {busy ? QUICK_APPLY_TEXT.sending : prefill ? QUICK_APPLY_TEXT.agreeAndSubmit : QUICK_APPLY_TEXT.submit}
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

/** The saved profile's details that go with the application, and where to change them. */
function ProfileDetails({ prefill }: { prefill: QuickApplyPrefill }) {
  const details = [prefill.location, prefill.currentRole, prefill.experience === undefined ? undefined : SAVED_RESUME_TEXT.years(prefill.experience), prefill.noticePeriod]
    .filter((detail): detail is string => detail !== undefined && detail !== "");
  return (
    <p className="text-sm text-muted-foreground sm:col-span-2">
      {SAVED_RESUME_TEXT.fromProfile}
      {details.length > 0 && ` ${SAVED_RESUME_TEXT.sentWith(details)}`}{" "}
      <Link href={PROFILE_PATH} className="font-medium underline">
        {SAVED_RESUME_TEXT.editProfile}
      </Link>
    </p>
  );
}
