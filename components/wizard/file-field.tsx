"use client";

import { useId, useRef, useState } from "react";
import { SAVED_RESUME_TEXT } from "@/lib/content/saved-resume";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";
import { chosenResumeProblem } from "@/lib/client/resume-check";
import { RESUME_ACCEPT, RESUME_TEXT } from "@/lib/validation/resume";

/** A signed-in applicant's saved resume (lib/features/profile), offered instead of a file. */
type Saved = { name: string; chosen: boolean; onChoose: (chosen: boolean) => void };
type Props = { label: string; file: File | null; error?: string; onChange: (file: File | null) => void; saved?: Saved | null };

/** The resume chooser: checks the name's extension, the size and the first bytes before anything is sent. */
export function FileField({ label, file, error, onChange, saved }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  async function choose(chosen: File | undefined) {
    setProblem(null);
    if (!chosen) return onChange(null);
    const reject = await chosenResumeProblem(chosen);
    if (reject) {
      setProblem(reject);
      if (inputRef.current) inputRef.current.value = "";
      return onChange(null);
    }
    onChange(chosen);
  }

  const message = problem ?? error;
  const choice = saved && (
    <fieldset className="mb-3">
      <legend className="font-medium">{label}</legend>
      <label className="mt-2 flex items-center gap-2">
        <input type="radio" name={`${id}-source`} checked={saved.chosen} onChange={() => saved.onChoose(true)} className="h-4 w-4" />
        {SAVED_RESUME_TEXT.savedChoice(saved.name)}
      </label>
      <label className="mt-1 flex items-center gap-2">
        <input type="radio" name={`${id}-source`} checked={!saved.chosen} onChange={() => saved.onChoose(false)} className="h-4 w-4" />
        {SAVED_RESUME_TEXT.useAnother}
      </label>
    </fieldset>
  );
  if (saved?.chosen) return <div className="md:col-span-2">{choice}</div>;
  return (
    <div className="md:col-span-2">
      {choice}
      <label htmlFor={id} className="block font-medium">
        {saved ? SAVED_RESUME_TEXT.useAnother : label}
      </label>
      <p id={`${id}-types`} className="mt-1 text-sm text-muted-foreground">
        {RESUME_TEXT.hint}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={RESUME_ACCEPT}
          aria-describedby={`${id}-types ${id}-chosen${message ? ` ${id}-error` : ""}`}
          aria-invalid={message ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-foreground"
        />
        <span id={`${id}-chosen`} className="text-sm" data-testid="chosen-file">
          {file ? file.name : WIZARD_TEXT.noFile}
        </span>
      </div>
      {message && (
        <p id={`${id}-error`} role={problem ? "alert" : undefined} className="mt-1 text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
