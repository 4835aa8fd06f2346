"use client";

import { useId } from "react";
import { FileField } from "@/components/ui/file-field";
import { SAVED_RESUME_TEXT } from "@/lib/content/saved-resume";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";
import { chosenResumeProblem } from "@/lib/client/resume-check";
import { RESUME_ACCEPT, RESUME_TEXT } from "@/lib/validation/resume";

/** A signed-in applicant's saved resume (lib/features/profile), offered instead of a file. */
type Saved = { name: string; chosen: boolean; onChoose: (chosen: boolean) => void };
type Props = {
  label: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  saved?: Saved | null;
};

/** The wizard's resume: a file checked as it is chosen (a refused one is taken out), or the saved one. */
export function ResumeField({ label, file, error, onChange, saved }: Props) {
  const id = useId();
  const choice = saved && (
    <fieldset className="mb-3">
      <legend className="font-medium">{label}</legend>
      <label className="mt-2 flex items-center gap-2">
        <input
          type="radio"
          name={`${id}-source`}
          checked={saved.chosen}
          onChange={() => saved.onChoose(true)}
          className="h-4 w-4"
        />
        {SAVED_RESUME_TEXT.savedChoice(saved.name)}
      </label>
      <label className="mt-1 flex items-center gap-2">
        <input
          type="radio"
          name={`${id}-source`}
          checked={!saved.chosen}
          onChange={() => saved.onChoose(false)}
          className="h-4 w-4"
        />
        {SAVED_RESUME_TEXT.useAnother}
      </label>
    </fieldset>
  );
  if (saved?.chosen) return <div className="md:col-span-2">{choice}</div>;
  return (
    <div className="md:col-span-2">
      {choice}
      <FileField
        id={id}
        label={saved ? SAVED_RESUME_TEXT.useAnother : label}
        hint={RESUME_TEXT.hint}
        accept={RESUME_ACCEPT}
        error={error}
        check={chosenResumeProblem}
        clearRefused
        onFile={(chosen) => onChange(chosen ?? null)}
        chosen={file ? file.name : WIZARD_TEXT.noFile}
      />
    </div>
  );
}
