"use client";

import { useState, type FormEvent } from "react";
import { postJson } from "@/lib/client/post-json";
import { FEEDBACK_STEP_QUESTIONS, FEEDBACK_TEXT, WIZARD_TEXT } from "@/lib/content/wizard/shared";
import type { WizardKind } from "@/lib/content/wizard/types";
import { ScriptForm } from "@/components/ui/script-form";

type Props = { submissionId: string | null; kind: WizardKind; onDone: () => void; headingRef: React.Ref<HTMLHeadingElement> };

const yesNo = (value: FormDataEntryValue | null) => (value === "1" ? 1 : value === "0" ? 0 : null);

/** Step 4: five optional answers, sent with the submission's id so the operator sees them together. */
export function FeedbackStep({ submissionId, kind, onDone, headingRef }: Props) {
  const [state, setState] = useState<"idle" | "sending" | "error">("idle");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState("sending");
    const result = await postJson("/api/feedback", {
      appliedBefore: yesNo(form.get("appliedBefore")),
      gotCall: yesNo(form.get("gotCall")),
      selected: yesNo(form.get("selected")),
      experience: form.get("experience") || null,
      suggestions: String(form.get("suggestions") ?? "").trim() || null,
      ...(submissionId ? { submissionId, submissionKind: kind } : {}),
    });
    if (result.ok) onDone();
    else setState("error");
  }

  const question = (name: string, legend: string) => (
    <fieldset key={name}>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {[
          [FEEDBACK_TEXT.yes, "1"],
          [FEEDBACK_TEXT.no, "0"],
        ].map(([label, value]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name={name} value={value} className="h-4 w-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
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
          <div key={entry.name}>
            <label htmlFor={`feedback-${entry.name}`} className="block font-medium">
              {entry.label}
            </label>
            <select id={`feedback-${entry.name}`} name={entry.name} defaultValue="" className="mt-1 block w-full rounded-md border border-border bg-background px-3 py-2">
              <option value="">No answer</option>
              {FEEDBACK_TEXT.experienceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div key={entry.name}>
            <label htmlFor={`feedback-${entry.name}`} className="block font-medium">
              {entry.label}
            </label>
            <textarea id={`feedback-${entry.name}`} name={entry.name} rows={4} maxLength={2000} className="mt-1 block w-full rounded-md border border-border bg-background px-3 py-2" />
          </div>
        ),
      )}
      {state === "error" && (
        <p role="alert" className="font-semibold text-danger">
          {WIZARD_TEXT.failure}
        </p>
      )}
      <button type="submit" disabled={state === "sending"} className="rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground disabled:opacity-60">
        {FEEDBACK_TEXT.submit}
      </button>
    </ScriptForm>
  );
}
