import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { ForgotForm } from "@/components/auth/forgot-form";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.forgot.title, robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthShell title={AUTH_COPY.forgot.title} intro={AUTH_COPY.forgot.intro}>
      <ForgotForm />
    </AuthShell>
  );
}
