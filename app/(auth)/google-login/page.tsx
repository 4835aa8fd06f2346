import type { Metadata } from "next";
import { LoginScreen, nextParam, type AuthSearchParams } from "@/components/auth/login-screen";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.googleLogin.title };

export default async function GoogleLoginPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <LoginScreen title={AUTH_COPY.googleLogin.title} next={await nextParam(searchParams)} withSlides={false} />;
}
