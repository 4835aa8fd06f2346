"use client";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { FormField } from "@/components/ui/form-field";
import { AUTH_COPY } from "@/lib/content/auth";
import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { resetProblem } from "@/lib/validation/auth-messages";
import { MissingFlow } from "./missing-flow";
import { showProblem } from "./notify";
import { LINK_CLASS, useAuthPost } from "./use-auth-post";
import { useFlow } from "./use-flow";
import { useFinishFlow } from "./use-redirect-later";
import { ScriptForm } from "@/components/ui/script-form";

const copy = AUTH_COPY.reset;

export function ResetForm() {
  const flow = useFlow();
  const { busy, send } = useAuthPost();
  const { done, finish } = useFinishFlow();

  if (flow === null) return null;
  const { email, code, resetToken } = flow;
  if (!resetToken && (!email || !code)) return <MissingFlow />;
  // From the mail's link, the token stands for the address and code (no code limit stops it).
  const [url, proof] = resetToken
    ? ["/api/auth/reset-password/link", { token: resetToken }]
    : ["/api/auth/reset-password", { email, code }];

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const confirmPassword = String(data.get("confirmPassword") ?? "");
    const problem = resetProblem({ password, confirmPassword });
    if (problem) return showProblem(problem.message);
    const result = await send(url, { ...proof, password, confirmPassword });
    if (!result.ok) return;
    finish(AUTH_MESSAGES.resetSuccess);
  }

  return (
    <ScriptForm onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={copy.password} name="password" type="password" autoComplete="new-password" />
      <FormField label={copy.confirm} name="confirmPassword" type="password" autoComplete="new-password" />
      <Button type="submit" size="lg" disabled={busy || done} className="w-full">
        {copy.submit}
      </Button>
      <p className="text-center">
        <Link href="/forgot-password" className={LINK_CLASS}>
          {AUTH_COPY.verify.resend}
        </Link>
      </p>
    </ScriptForm>
  );
}
