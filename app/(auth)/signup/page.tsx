import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { AuthFormProblem } from "@/components/auth/form-problem";
import { oneParam, type AuthSearchParams } from "@/components/auth/login-screen";
import { SignupForm } from "@/components/auth/signup-form";
import { AUTH_COPY, SIGNUP_SLIDES } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.signup.title };

export default async function SignupPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return (
    <AuthShell
      title={AUTH_COPY.signup.title}
      intro={AUTH_COPY.signup.intro}
      slides={{ label: AUTH_COPY.signup.slideshow, items: SIGNUP_SLIDES }}
    >
      <AuthFormProblem value={await oneParam(searchParams, "problem")} />
      <SignupForm />
    </AuthShell>
  );
}
