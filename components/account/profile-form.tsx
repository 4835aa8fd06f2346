"use client";

// The applicant profile's form. Without JavaScript it is a plain multipart form and the server
// answers with a redirect back to the page, which shows the answer. With it, the same form is sent
// with upload progress, field errors appear beside their fields, and the page is read again so the
// saved resume's name shows.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import type { FormOutcome } from "@/components/ui/form-outcome";
import { useFormAnswer } from "@/components/ui/use-form-answer";
import { uploadForm } from "@/lib/client/upload";
import { PROFILE_API, PROFILE_INPUTS, PROFILE_TEXT, REMOVE_RESUME_FIELD, SAVED_RESUME_TEXT, type ProfileInput } from "@/lib/content/profile";
import { useChosenResume } from "@/components/ui/use-chosen-resume";
import { chosenResumeProblem } from "@/lib/client/resume-check";
import { RESUME_ACCEPT, RESUME_FIELD, RESUME_TEXT } from "@/lib/validation/resume";

type Props = { values: Partial<Record<ProfileInput, string | number>>; resumeName: string | null; answer: FormOutcome };

export function ProfileForm({ values, resumeName, answer }: Props) {
  const router = useRouter();
  const { formRef, outcomeRef, errors, outcome, show, clear, showFailure } = useFormAnswer(answer);
  const [progress, setProgress] = useState<number | null>(null);
  const resume = useChosenResume(errors[RESUME_FIELD]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = body.get(RESUME_FIELD);
    const problem = file instanceof File && file.name ? await chosenResumeProblem(file) : null;
    resume.forget();
    if (problem) return show({ kind: "error", text: PROFILE_TEXT.fixFields }, { [RESUME_FIELD]: problem });
    clear();
    setProgress(0);
    const result = await uploadForm(PROFILE_API, body, setProgress);
    setProgress(null);
    if (!result.ok) return showFailure(result, PROFILE_TEXT.fixFields);
    // The text fields keep what was saved; the file and the removal box are done with.
    const chosen = form.elements.namedItem(RESUME_FIELD);
    if (chosen instanceof HTMLInputElement) chosen.value = "";
    const remove = form.elements.namedItem(REMOVE_RESUME_FIELD);
    if (remove instanceof HTMLInputElement) remove.checked = false;
    show({ kind: "success", text: result.data.message ?? PROFILE_TEXT.saved });
    router.refresh();
  }

  const busy = progress !== null;
  return (
    <form ref={formRef} method="post" action={PROFILE_API} encType="multipart/form-data" onSubmit={submit} aria-busy={busy} className="grid gap-4 sm:grid-cols-2">
      {(Object.entries(PROFILE_INPUTS) as Array<[ProfileInput, (typeof PROFILE_INPUTS)[ProfileInput]]>).map(([name, field]) => (
        <FormField
          key={name}
          name={name}
          label={field.label}
          type={field.kind}
          autoComplete={field.autoComplete}
          required={field.required}
          maxLength={field.maxLength}
          defaultValue={values[name]}
          hint={"hint" in field ? field.hint : undefined}
          inputMode={name === "experience" ? "decimal" : undefined}
          step={name === "experience" ? "0.1" : undefined}
          min={name === "experience" ? 0 : undefined}
          max={name === "experience" ? 60 : undefined}
          error={errors[name]}
        />
      ))}
      <fieldset className="rounded-md border border-border p-4 sm:col-span-2">
        <legend className="px-1 font-medium">{PROFILE_TEXT.resumeTitle}</legend>
        <p className="text-sm">{resumeName ? SAVED_RESUME_TEXT.savedResume(resumeName) : PROFILE_TEXT.noResume}</p>
        <label htmlFor="profile-resume" className="mt-3 block font-medium">
          {resumeName ? PROFILE_TEXT.replaceResume : RESUME_TEXT.label}
        </label>
        <p id="profile-resume-hint" className="mt-1 text-sm text-muted-foreground">
          {RESUME_TEXT.hint}
        </p>
        <input
          id="profile-resume"
          name={RESUME_FIELD}
          type="file"
          accept={RESUME_ACCEPT}
          aria-invalid={resume.shown ? true : undefined}
          aria-describedby={`profile-resume-hint${resume.shown ? " profile-resume-error" : ""}`}
          onChange={(event) => void resume.check(event.target.files?.[0])}
          className="mt-2 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-foreground"
        />
        {resume.shown && (
          <p id="profile-resume-error" role={resume.announce ? "alert" : undefined} className="mt-1 text-sm text-danger">
            {resume.shown}
          </p>
        )}
        {resumeName && (
          <label className="mt-3 flex items-center gap-2">
            <input type="checkbox" name={REMOVE_RESUME_FIELD} value="yes" className="h-4 w-4" />
            {PROFILE_TEXT.removeResume}
          </label>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={busy} className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60">
          {busy ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
        </button>
        {busy && (
          <progress aria-label={RESUME_TEXT.label} max={1} value={progress ?? 0} className="w-40" />
        )}
      </div>
      <p ref={outcomeRef} tabIndex={-1} role={outcome?.kind === "error" ? "alert" : "status"} className={`sm:col-span-2 ${outcome?.kind === "error" ? "text-danger" : "font-semibold text-success"}`}>
        {outcome?.text}
      </p>
    </form>
  );
}
