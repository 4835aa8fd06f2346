import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { VerifyCodeForm } from "@/components/auth/verify-code-form";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.verify.emailTitle, robots: { index: false } };

export default function VerifyEmailPage() {
  return (
    <AuthShell title={AUTH_COPY.verify.emailTitle}>
      <VerifyCodeForm purpose="signup" />
    </AuthShell>
  );
}
