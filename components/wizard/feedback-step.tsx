"use client";

import type { FormEvent } from "react";
import { FEEDBACK_STEP_QUESTIONS, FEEDBACK_TEXT, WIZARD_TEXT } from "@/lib/content/wizard/shared";
import type { WizardKind } from "@/lib/content/wizard/types";
import { StepButton } from "./step-button";
import { ScriptForm } from "@/components/ui/script-form";
import { LightSelectField } from "@/components/ui/light-select-field";
import { useFormSend } from "@/components/ui/use-form-send";
import { controlClass } from "@/components/ui/control-class";
import { RadioGroup } from "@/components/ui/radio";

type Props = {
  submissionId: string | null;
  kind: WizardKind;
  onDone: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
};

const NO_ANSWER = { value: "", label: "No answer" };
const YES_NO = [
  { value: "1", label: FEEDBACK_TEXT.yes },
  { value: "0", label: FEEDBACK_TEXT.no },
] as const;
const yesNo = (value: FormDataEntryValue | null) => (value === "1" ? 1 : value === "0" ? 0 : null);

/** Step 4: five optional answers, sent with the submission's id so the operator sees them together. */
export function FeedbackStep({ submissionId, kind, onDone, headingRef }: Props) {
  const { send, busy, outcome, setOutcome } = useFormSend();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await send("/api/feedback", {
      appliedBefore: yesNo(form.get("appliedBefore")),
      gotCall: yesNo(form.get("gotCall")),
      selected: yesNo(form.get("selected")),
      experience: form.get("experience") || null,
      suggestions: String(form.get("suggestions") ?? "").trim() || null,
      ...(submissionId ? { submissionId, submissionKind: kind } : {}),
    });
    if (result.ok) onDone();
    else setOutcome({ kind: "error", text: WIZARD_TEXT.failure });
  }

  const question = (name: string, legend: string) => (
    <RadioGroup
      key={name}
      legend={legend}
      classes={{ legend: "font-medium", choices: "mt-2 flex gap-6" }}
      name={name}
      options={YES_NO}
    />
  );

  return (
    <ScriptForm onSubmit={submit} className="space-y-6" aria-labelledby="feedback-title">
      <p role="status" className="rounded-md border border-success p-3 font-semibold text-success">
        {WIZARD_TEXT.success}
      </p>
      <h2 id="feedback-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {FEEDBACK_TEXT.title}
      </h2>
      <p className="text-muted-foreground">{FEEDBACK_TEXT.intro}</p>
      {FEEDBACK_STEP_QUESTIONS.map((entry) =>
        entry.kind === "yesNo" ? (
          question(entry.name, entry.label)
        ) : entry.kind === "choice" ? (
          <LightSelectField
            key={entry.name}
            id={`feedback-${entry.name}`}
            name={entry.name}
            label={entry.label}
            defaultValue=""
            options={[NO_ANSWER, ...FEEDBACK_TEXT.experienceOptions]}
          />
        ) : (
          <div key={entry.name}>
            <label htmlFor={`feedback-${entry.name}`} className="block font-medium">
              {entry.label}
            </label>
            <textarea
              id={`feedback-${entry.name}`}
              name={entry.name}
              rows={4}
              maxLength={2000}
              className={controlClass}
            />
          </div>
        ),
      )}
      {outcome && (
        <p role="alert" className="font-semibold text-danger">
          {outcome.text}
        </p>
      )}
      <StepButton type="submit" disabled={busy}>
        {FEEDBACK_TEXT.submit}
      </StepButton>
    </ScriptForm>
  );
}
