"use client";

// Quick apply's resume: a file to choose, or, for a signed-in applicant whose profile has a saved
// resume, the choice between that one (the default: applying is then one tap) and another file.
// Without JavaScript both stay visible and a chosen file wins over the saved one (the server's rule).
import { useRef, useState, useSyncExternalStore } from "react";
import { SAVED_RESUME_FIELD, SAVED_RESUME_TEXT, SAVED_RESUME_VALUE } from "@/lib/content/saved-resume";
import { RESUME_ACCEPT, RESUME_FIELD, RESUME_TEXT } from "@/lib/validation/resume";

const noChange = () => () => undefined;

/** `announce`: the error is the chosen file's, put up as it was chosen, so screen readers say it. */
type Props = { savedName: string | null; error?: string; announce: boolean; onFile: (file: File | undefined) => void; filled: string };

export function QuickApplyResume({ savedName, error, announce, onFile, filled }: Props) {
  const [useSaved, setUseSaved] = useState(savedName !== null);
  // The file input hides only once this script runs; a page without it keeps it in view.
  const scripted = useSyncExternalStore(noChange, () => true, () => false);
  const fileRef = useRef<HTMLInputElement>(null);
  function chooseSaved() {
    if (fileRef.current) fileRef.current.value = "";
    onFile(undefined);
    setUseSaved(true);
  }
  const describedBy = `quick-apply-resume-hint${error ? " quick-apply-resume-error" : ""}`;
  const fileInput = (
    <>
      <label htmlFor="quick-apply-resume" className="block font-medium">
        {savedName ? SAVED_RESUME_TEXT.useAnother : RESUME_TEXT.label}
      </label>
      <p id="quick-apply-resume-hint" className="mt-1 text-sm text-muted-foreground">
        {RESUME_TEXT.hint}
      </p>
      <input
        ref={fileRef}
        id="quick-apply-resume"
        name={RESUME_FIELD}
        type="file"
        required={!savedName}
        accept={RESUME_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onFile(event.target.files?.[0])}
        className="mt-2 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-foreground"
      />
    </>
  );
  const errorLine = error && (
    <p id="quick-apply-resume-error" role={announce ? "alert" : undefined} className="mt-1 text-sm text-danger">
      {error}
    </p>
  );
  if (!savedName) {
    return (
      <div className="sm:col-span-2">
        {fileInput}
        <p role="status" className="mt-1 text-sm">
          {filled}
        </p>
        {errorLine}
      </div>
    );
  }
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-medium">{RESUME_TEXT.label}</legend>
      <label className="mt-2 flex items-center gap-2">
        <input type="radio" name={SAVED_RESUME_FIELD} value={SAVED_RESUME_VALUE} checked={useSaved} onChange={chooseSaved} className="h-4 w-4" />
        {SAVED_RESUME_TEXT.savedChoice(savedName)}
      </label>
      <label className="mt-1 flex items-center gap-2">
        <input type="radio" name={SAVED_RESUME_FIELD} value="" checked={!useSaved} onChange={() => setUseSaved(false)} className="h-4 w-4" />
        {SAVED_RESUME_TEXT.useAnother}
      </label>
      <div className="mt-3" hidden={scripted && useSaved}>
        {fileInput}
      </div>
      {errorLine}
    </fieldset>
  );
}
