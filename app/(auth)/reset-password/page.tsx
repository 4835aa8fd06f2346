import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { ResetForm } from "@/components/auth/reset-form";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.reset.title, robots: { index: false } };

export default function ResetPasswordPage() {
  return (
    <AuthShell title={AUTH_COPY.reset.title}>
      <ResetForm />
    </AuthShell>
  );
}
