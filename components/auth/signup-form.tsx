"use client";

import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { FormField } from "@/components/ui/form-field";
import { AUTH_COPY } from "@/lib/content/auth";
import { firstIssueMessage, signupSchema } from "@/lib/validation/auth";
import { writeFlow } from "./flow-state";
import { showProblem } from "./notify";
import { SwitchLink } from "./switch-link";
import { useAuthPost } from "./use-auth-post";

const copy = AUTH_COPY.signup;

export function SignupForm() {
  const router = useRouter();
  const { busy, send } = useAuthPost();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      ["name", "email", "password", "confirmPassword"].map((key) => [key, String(data.get(key) ?? "")]),
    );
    const parsed = signupSchema.safeParse(values);
    if (!parsed.success) return showProblem(firstIssueMessage(parsed.error));
    const result = await send("/api/auth/signup", values);
    if (!result.ok) return;
    writeFlow({ email: parsed.data.email });
    router.push("/verify-email");
  }

  return (
    <form method="post" action="/api/auth/signup" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Name" name="name" autoComplete="name" />
      <FormField label="Email" name="email" type="email" autoComplete="email" />
      <FormField label="Password" name="password" type="password" autoComplete="new-password" />
      <FormField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {copy.submit}
      </Button>
      <SwitchLink question={copy.haveAccount} href="/login" label={copy.loginLink} className="text-center" />
    </form>
  );
}
