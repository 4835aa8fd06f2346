"use client";

// Quick apply's resume: a file to choose, or, for a signed-in applicant whose profile has a saved
// resume, the choice between that one (the default: applying is then one tap) and another file.
// Without JavaScript both stay visible and a chosen file wins over the saved one (the server's rule).
import { useRef, useState, useSyncExternalStore } from "react";
import { FileField } from "@/components/ui/file-field";
import { chosenResumeProblem } from "@/lib/client/resume-check";
import { SAVED_RESUME_FIELD, SAVED_RESUME_TEXT, SAVED_RESUME_VALUE } from "@/lib/content/saved-resume";
import { RESUME_ACCEPT, RESUME_FIELD, RESUME_TEXT } from "@/lib/validation/resume";
import { Radio } from "@/components/ui/radio";

const noChange = () => () => undefined;

/** `onFile`: a chosen file that passed the check (undefined: none, or refused); `filled`: what it filled in. */
type Props = { savedName: string | null; error?: string; onFile: (file: File | undefined) => void; filled: string };

export function QuickApplyResume({ savedName, error, onFile, filled }: Props) {
  const [useSaved, setUseSaved] = useState(savedName !== null);
  // The file input hides only once this script runs; a page without it keeps it in view.
  const scripted = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const fileRef = useRef<HTMLInputElement>(null);
  function chooseSaved() {
    if (fileRef.current) fileRef.current.value = "";
    onFile(undefined);
    setUseSaved(true);
  }
  const fileField = (status?: string) => (
    <FileField
      ref={fileRef}
      id="quick-apply-resume"
      name={RESUME_FIELD}
      label={savedName ? SAVED_RESUME_TEXT.useAnother : RESUME_TEXT.label}
      hint={RESUME_TEXT.hint}
      required={!savedName}
      accept={RESUME_ACCEPT}
      error={error}
      check={chosenResumeProblem}
      onFile={onFile}
    >
      {status !== undefined && (
        <p role="status" className="mt-1 text-sm">
          {status}
        </p>
      )}
    </FileField>
  );
  if (!savedName) return <div className="sm:col-span-2">{fileField(filled)}</div>;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-medium">{RESUME_TEXT.label}</legend>
      <Radio
        space="mt-2"
        name={SAVED_RESUME_FIELD}
        value={SAVED_RESUME_VALUE}
        checked={useSaved}
        onChange={chooseSaved}
        label={SAVED_RESUME_TEXT.savedChoice(savedName)}
      />
      <Radio
        space="mt-1"
        name={SAVED_RESUME_FIELD}
        value=""
        checked={!useSaved}
        onChange={() => setUseSaved(false)}
        label={SAVED_RESUME_TEXT.useAnother}
      />
      <div className="mt-3" hidden={scripted && useSaved}>
        {fileField()}
      </div>
    </fieldset>
  );
}
