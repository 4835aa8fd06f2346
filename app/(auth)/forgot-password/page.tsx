import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { AuthFormProblem } from "@/components/auth/form-problem";
import { oneParam, type AuthSearchParams } from "@/components/auth/login-screen";
import { ForgotForm } from "@/components/auth/forgot-form";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.forgot.title };

export default async function ForgotPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return (
    <AuthShell title={AUTH_COPY.forgot.title} intro={AUTH_COPY.forgot.intro}>
      <AuthFormProblem value={await oneParam(searchParams, "problem")} />
      <ForgotForm />
    </AuthShell>
  );
}
