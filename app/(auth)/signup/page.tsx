import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { SignupForm } from "@/components/auth/signup-form";
import { AUTH_COPY, SIGNUP_SLIDES } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.signup.title, robots: { index: false } };

export default function SignupPage() {
  return (
    <AuthShell title={AUTH_COPY.signup.title} intro={AUTH_COPY.signup.intro} slides={{ label: AUTH_COPY.signup.slideshow, items: SIGNUP_SLIDES }}>
      <SignupForm />
    </AuthShell>
  );
}
