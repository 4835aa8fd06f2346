"use client";

import { useId } from "react";
import { FileField } from "@/components/ui/file-field";
import { SAVED_RESUME_TEXT } from "@/lib/content/saved-resume";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";
import { chosenResumeProblem } from "@/lib/client/resume-check";
import { RESUME_ACCEPT, RESUME_TEXT } from "@/lib/validation/resume";
import { Radio } from "@/components/ui/radio";

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
      <Radio
        space="mt-2"
        name={`${id}-source`}
        checked={saved.chosen}
        onChange={() => saved.onChoose(true)}
        label={SAVED_RESUME_TEXT.savedChoice(saved.name)}
      />
      <Radio
        space="mt-1"
        name={`${id}-source`}
        checked={!saved.chosen}
        onChange={() => saved.onChoose(false)}
        label={SAVED_RESUME_TEXT.useAnother}
      />
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
