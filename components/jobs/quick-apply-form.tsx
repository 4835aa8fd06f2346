"use client";

// Quick apply on a job's page. Without JavaScript it is a plain multipart form: the browser checks
// the fields (required, type) and the server answers with a redirect back to this page,
// which shows its answer. With JavaScript a chosen resume is checked at once, the same form is sent
// with upload progress, the server's field errors appear beside their fields, and the answer
// replaces the form.
import { useState, type FormEvent } from "react";
import { LightButton } from "@/components/ui/light-button";
import { OutcomeLine } from "@/components/ui/form-outcome";
import { UploadProgress } from "@/components/ui/file-field";
import { FormField } from "@/components/ui/form-field";
import { useFormSend } from "@/components/ui/use-form-send";
import { Link } from "@/components/ui/link";
import { send } from "@/lib/client/send";
import { CONSENT_VALUE, COVER_NOTE_MAX, QUICK_APPLY_INPUTS, QUICK_APPLY_TEXT } from "@/lib/content/jobs";
import { AgreementText } from "@/components/ui/agreement-text";
import {
  PROFILE_PATH,
  SAVED_RESUME_FIELD,
  SAVED_RESUME_TEXT,
  SAVED_RESUME_VALUE,
  type ProfilePrefill,
} from "@/lib/content/saved-resume";
import { chosenResumeProblem } from "@/lib/client/resume-check";
import { chosenFile } from "@/lib/client/chosen-file";
import { RESUME_DETAILS_PATH, RESUME_FIELD, RESUME_TEXT } from "@/lib/validation/resume";
import { QuickApplyResume } from "./quick-apply-resume";
import { UploadForm } from "@/components/ui/upload-form";

/** A signed-in applicant's saved profile, with the account's address (lib/features/profile). */
export type QuickApplyPrefill = ProfilePrefill & { emailAddress: string };
type Props = {
  action: string;
  fullFormHref: string;
  answer: { kind: "success" | "error"; text: string } | null;
  prefill: QuickApplyPrefill | null;
};

export function QuickApplyForm({ action, fullFormHref, answer, prefill }: Props) {
  const form = useFormSend({ initial: answer, fixFields: QUICK_APPLY_TEXT.fixFields });
  const { formRef, outcomeRef, errors, outcome, busy, progress, show } = form;
  const [sent, setSent] = useState(answer?.kind === "success");

  // A chosen resume's name, e-mail and phone fill the fields still empty (nothing is stored).
  const [filled, setFilled] = useState("");
  async function fillFrom(file: File | undefined) {
    setFilled("");
    if (!file) return;
    const body = new FormData();
    body.append(RESUME_FIELD, file);
    const answer = await send<{ details?: Record<string, unknown> } | null>(RESUME_DETAILS_PATH, body);
    const details = answer.ok ? answer.data?.details : undefined;
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
    const body = new FormData(event.currentTarget);
    const file = chosenFile(body, RESUME_FIELD);
    const savedChosen = body.get(SAVED_RESUME_FIELD) === SAVED_RESUME_VALUE;
    const problem = file ? await chosenResumeProblem(file) : savedChosen ? null : RESUME_TEXT.required;
    if (problem) return show({ kind: "error", text: QUICK_APPLY_TEXT.fixFields }, { [RESUME_FIELD]: problem });
    const result = await form.send(action, body, { progress: true });
    if (result.ok) {
      setSent(true);
      return show({ kind: "success", text: result.data.message ?? "" });
    }
    form.fail(result);
  }

  const outcomeLine = <OutcomeLine ref={outcomeRef} outcome={outcome} />;
  if (sent) return outcomeLine;

  return (
    <UploadForm ref={formRef} action={action} onSubmit={submit} aria-busy={busy} className="grid gap-4 sm:grid-cols-2">
      <QuickApplyResume
        savedName={prefill?.resumeName ?? null}
        error={errors[RESUME_FIELD]}
        onFile={(file) => void fillFrom(file)}
        filled={filled}
      />
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
        <FormField
          name="coverNote"
          label={QUICK_APPLY_TEXT.coverNote}
          placeholder={QUICK_APPLY_TEXT.coverNoteHint}
          multiline
          maxLength={COVER_NOTE_MAX}
          error={errors.coverNote}
        />
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
            <input
              type="checkbox"
              name="consent"
              value={CONSENT_VALUE}
              required
              className="mt-1 h-4 w-4"
              aria-invalid={errors.consent ? true : undefined}
            />
            <AgreementText />
          </label>
        )}
        {errors.consent && <p className="mt-1 text-sm text-danger">{errors.consent}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <LightButton type="submit" size="lg" disabled={busy}>
          {busy ? QUICK_APPLY_TEXT.sending : prefill ? QUICK_APPLY_TEXT.agreeAndSubmit : QUICK_APPLY_TEXT.submit}
        </LightButton>
        <Link href={fullFormHref} className="text-sm font-medium underline">
          {QUICK_APPLY_TEXT.fullForm}
        </Link>
      </div>
      {progress !== null && (
        <div className="sm:col-span-2">
          <UploadProgress id="quick-apply-progress" label={QUICK_APPLY_TEXT.progress} fraction={progress} />
        </div>
      )}
      <div className="sm:col-span-2">{outcomeLine}</div>
    </UploadForm>
  );
}

/** The saved profile's details that go with the application, and where to change them. */
function ProfileDetails({ prefill }: { prefill: QuickApplyPrefill }) {
  const details = [
    prefill.location,
    prefill.currentRole,
    prefill.experience === undefined ? undefined : SAVED_RESUME_TEXT.years(prefill.experience),
    prefill.noticePeriod,
  ].filter((detail): detail is string => detail !== undefined && detail !== "");
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
