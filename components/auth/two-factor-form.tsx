"use client";

import { Button, buttonVariants } from "@/components/ui/button";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { TWO_FACTOR_COPY as copy } from "@/lib/content/two-factor";
import { firstIssueMessage } from "@/lib/validation/auth";
import { twoFactorSchema } from "@/lib/validation/two-factor";
import { showProblem } from "./notify";
import { useAuthPost } from "./use-auth-post";
import { ScriptForm } from "@/components/ui/script-form";

type Props = { next: string; allowRecovery: boolean };

/** The code from the app (or, after enrolment, a recovery code); a finished enrolment shows the recovery codes once. */
export function TwoFactorForm({ next, allowRecovery }: Props) {
  const { busy, send } = useAuthPost();
  const [codes, setCodes] = useState<string[] | null>(null);

  function submitter(field: "code" | "recoveryCode") {
    return async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const body = { [field]: String(new FormData(event.currentTarget).get(field) ?? "").trim() };
      const parsed = twoFactorSchema.safeParse(body);
      if (!parsed.success) return showProblem(firstIssueMessage(parsed.error));
      const result = await send<{ recoveryCodes?: string[] }>("/api/auth/two-factor", parsed.data);
      if (!result.ok) return;
      if (result.data.recoveryCodes) setCodes(result.data.recoveryCodes);
      else window.location.assign(next);
    };
  }

  if (codes) {
    return (
      <section aria-labelledby="codes-title" className="space-y-4">
        <h2 id="codes-title" className="text-xl font-bold">
          {copy.codesTitle}
        </h2>
        <p>{copy.codesIntro}</p>
        <ul aria-label={copy.codesTitle} className="grid grid-cols-2 gap-2 font-mono">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <a href={next} className={`${buttonVariants({ size: "lg" })} w-full`}>
          {copy.codesContinue}
        </a>
      </section>
    );
  }

  return (
    <div className="space-y-6">
      <ScriptForm onSubmit={submitter("code")} noValidate className="space-y-4">
        <FormField label={copy.codeLabel} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {copy.submit}
        </Button>
      </ScriptForm>
      {allowRecovery && (
        <details className="rounded-md border border-border p-4">
          <summary className="cursor-pointer font-semibold">{copy.recoveryToggle}</summary>
          <ScriptForm onSubmit={submitter("recoveryCode")} noValidate className="mt-4 space-y-4">
            <FormField label={copy.recoveryLabel} name="recoveryCode" autoComplete="off" maxLength={11} />
            <Button type="submit" size="lg" disabled={busy} className="w-full">
              {copy.recoverySubmit}
            </Button>
          </ScriptForm>
        </details>
      )}
    </div>
  );
}
