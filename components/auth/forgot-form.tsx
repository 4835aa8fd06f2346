"use client";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { FormField } from "@/components/ui/form-field";
import { AUTH_COPY } from "@/lib/content/auth";
import { firstIssueMessage, forgotPasswordSchema } from "@/lib/validation/auth";
import { writeFlow } from "./flow-state";
import { showProblem } from "./notify";
import { LINK_CLASS, useAuthPost } from "./use-auth-post";

export function ForgotForm() {
  const router = useRouter();
  const { busy, send } = useAuthPost();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return showProblem(firstIssueMessage(parsed.error));
    const result = await send("/api/auth/forgot-password", { email });
    if (!result.ok) return;
    writeFlow({ email: parsed.data.email });
    router.push("/verify-code");
  }

  return (
    <form method="post" action="/api/auth/forgot-password" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Email" name="email" type="email" autoComplete="email" />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {AUTH_COPY.forgot.submit}
      </Button>
      <p className="text-center">
        <Link href="/login" className={LINK_CLASS}>
          {AUTH_COPY.backToLogin}
        </Link>
      </p>
    </form>
  );
}
