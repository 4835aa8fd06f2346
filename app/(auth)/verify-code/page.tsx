import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { VerifyCodeForm } from "@/components/auth/verify-code-form";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.verify.codeTitle, robots: { index: false } };

export default function VerifyCodePage() {
  return (
    <AuthShell title={AUTH_COPY.verify.codeTitle}>
      <VerifyCodeForm purpose="reset" />
    </AuthShell>
  );
}
