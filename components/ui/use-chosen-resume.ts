"use client";

import { useState } from "react";
import { chosenResumeProblem } from "@/lib/client/resume-check";

/**
 * The resume a visitor has just chosen, checked at once (name, size, first bytes): `shown` is what
 * the field's error region says, the chosen file's problem until the form is sent again, else the
 * form's own error for the field (`formError`). `announce` when it is the chosen file's problem.
 */
export function useChosenResume(formError: string | undefined) {
  const [chosen, setChosen] = useState<{ problem: string | null } | null>(null);
  /** Checks a newly chosen file (none: the choice was undone); true when it may be sent. */
  async function check(file: File | undefined): Promise<boolean> {
    const problem = file ? await chosenResumeProblem(file) : null;
    setChosen(file ? { problem } : null);
    return Boolean(file) && problem === null;
  }
  const shown = chosen ? (chosen.problem ?? undefined) : formError;
  return { check, forget: () => setChosen(null), shown, announce: Boolean(chosen?.problem) };
}
