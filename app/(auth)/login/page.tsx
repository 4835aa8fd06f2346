import type { Metadata } from "next";
import { LoginScreen, nextParam, oneParam, type AuthSearchParams } from "@/components/auth/login-screen";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.login.title };

export default async function LoginPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return (
    <LoginScreen
      title={AUTH_COPY.login.title}
      next={await nextParam(searchParams)}
      problem={await oneParam(searchParams, "problem")}
      withSlides
    />
  );
}
