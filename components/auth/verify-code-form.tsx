"use client";

import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AUTH_COPY } from "@/lib/content/auth";
import type { CodePurpose } from "@/lib/validation/auth";
import { codeProblem } from "@/lib/validation/auth-messages";
import { CODE_LENGTH, CodeBoxes } from "./code-boxes";
import { writeFlow } from "./flow-state";
import { MissingFlow } from "./missing-flow";
import { showProblem, showSuccess } from "./notify";
import { useAuthPost } from "./use-auth-post";
import { useFlow } from "./use-flow";
import { ScriptForm } from "@/components/ui/script-form";

const copy = AUTH_COPY.verify;
const NEXT_SCREEN: Record<CodePurpose, string> = { signup: "/introduction", reset: "/reset-password" };

/** Both copies of the code screen: sign-up (/verify-email) and reset (/verify-code). */
export function VerifyCodeForm({ purpose }: { purpose: CodePurpose }) {
  const router = useRouter();
  const flow = useFlow();
  const [digits, setDigits] = useState<string[]>(() => Array(CODE_LENGTH).fill(""));
  const { busy, send } = useAuthPost();
  const email = flow?.email;

  // Rendered before the flow state is read: a browser without a script, sent here by its own form
  // post (/api/auth/signup, /forgot-password), is told what happened and what it needs.
  if (flow === null)
    return (
      <noscript>
        <p>{copy.needsScript}</p>
      </noscript>
    );
  if (!email) return <MissingFlow />;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = digits.join("");
    const problem = codeProblem({ code });
    if (problem) return showProblem(problem.message);
    const result = await send<{ introductionToken?: string }>("/api/auth/verify-email", { email, code, purpose });
    if (!result.ok) return;
    writeFlow({ email, code, introductionToken: result.data.introductionToken });
    router.push(NEXT_SCREEN[purpose]);
  }

  async function resend() {
    const result = await send<{ message: string }>("/api/auth/resend-code", { email, purpose });
    if (result.ok) {
      setDigits(Array(CODE_LENGTH).fill(""));
      showSuccess(result.data.message);
    }
  }

  return (
    <ScriptForm onSubmit={onSubmit} noValidate className="space-y-6">
      <p>
        {copy.intro} <strong>{email}</strong>.
      </p>
      <CodeBoxes digits={digits} onChange={setDigits} label={copy.groupLabel} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {copy.submit}
      </Button>
      <Button type="button" variant="outline" size="lg" onClick={resend} disabled={busy} className="w-full">
        {copy.resend}
      </Button>
    </ScriptForm>
  );
}
