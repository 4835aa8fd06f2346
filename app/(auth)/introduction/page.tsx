import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { IntroductionForm } from "@/components/auth/introduction-form";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.introduction.title, robots: { index: false } };

export default function IntroductionPage() {
  return (
    <AuthShell title={AUTH_COPY.introduction.title}>
      <IntroductionForm />
    </AuthShell>
  );
}
