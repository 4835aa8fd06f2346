"use client";

// The applicant profile's form. Without JavaScript it is a plain multipart form and the server
// answers with a redirect back to the page, which shows the answer. With it, the same form is sent
// with upload progress, field errors appear beside their fields, and the page is read again so the
// saved resume's name shows.
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FileField } from "@/components/ui/file-field";
import { FormField } from "@/components/ui/form-field";
import type { FormOutcome } from "@/components/ui/form-outcome";
import { useFormSend } from "@/components/ui/use-form-send";
import {
  PROFILE_API,
  PROFILE_INPUTS,
  PROFILE_TEXT,
  REMOVE_RESUME_FIELD,
  SAVED_RESUME_TEXT,
  type ProfileInput,
} from "@/lib/content/profile";
import { chosenResumeProblem } from "@/lib/client/resume-check";
import { chosenFile } from "@/lib/client/chosen-file";
import { RESUME_ACCEPT, RESUME_FIELD, RESUME_TEXT } from "@/lib/validation/resume";
import { UploadForm } from "@/components/ui/upload-form";

type Props = { values: Partial<Record<ProfileInput, string | number>>; resumeName: string | null; answer: FormOutcome };

export function ProfileForm({ values, resumeName, answer }: Props) {
  const router = useRouter();
  const { formRef, outcomeRef, errors, outcome, busy, progress, send, show, fail } = useFormSend({
    initial: answer,
    fixFields: PROFILE_TEXT.fixFields,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = chosenFile(body, RESUME_FIELD);
    const problem = file ? await chosenResumeProblem(file) : null;
    if (problem) return show({ kind: "error", text: PROFILE_TEXT.fixFields }, { [RESUME_FIELD]: problem });
    const result = await send(PROFILE_API, body, { progress: true });
    if (!result.ok) return fail(result);
    // The text fields keep what was saved; the file and the removal box are done with.
    const chosen = form.elements.namedItem(RESUME_FIELD);
    if (chosen instanceof HTMLInputElement) chosen.value = "";
    const remove = form.elements.namedItem(REMOVE_RESUME_FIELD);
    if (remove instanceof HTMLInputElement) remove.checked = false;
    show({ kind: "success", text: result.data.message ?? PROFILE_TEXT.saved });
    router.refresh();
  }

  return (
    <UploadForm
      ref={formRef}
      action={PROFILE_API}
      onSubmit={submit}
      aria-busy={busy}
      className="grid gap-4 sm:grid-cols-2"
    >
      {(Object.entries(PROFILE_INPUTS) as Array<[ProfileInput, (typeof PROFILE_INPUTS)[ProfileInput]]>).map(
        ([name, field]) => (
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
        ),
      )}
      <fieldset className="rounded-md border border-border p-4 sm:col-span-2">
        <legend className="px-1 font-medium">{PROFILE_TEXT.resumeTitle}</legend>
        <p className="text-sm">{resumeName ? SAVED_RESUME_TEXT.savedResume(resumeName) : PROFILE_TEXT.noResume}</p>
        <div className="mt-3">
          <FileField
            id="profile-resume"
            name={RESUME_FIELD}
            label={resumeName ? PROFILE_TEXT.replaceResume : RESUME_TEXT.label}
            hint={RESUME_TEXT.hint}
            accept={RESUME_ACCEPT}
            error={errors[RESUME_FIELD]}
            check={chosenResumeProblem}
          />
        </div>
        {resumeName && (
          <label className="mt-3 flex items-center gap-2">
            <input type="checkbox" name={REMOVE_RESUME_FIELD} value="yes" className="h-4 w-4" />
            {PROFILE_TEXT.removeResume}
          </label>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
        </Button>
        {busy && <progress aria-label={RESUME_TEXT.label} max={1} value={progress ?? 0} className="w-40" />}
      </div>
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome?.kind === "error" ? "alert" : "status"}
        className={`sm:col-span-2 ${outcome?.kind === "error" ? "text-danger" : "font-semibold text-success"}`}
      >
        {outcome?.text}
      </p>
    </UploadForm>
  );
}
