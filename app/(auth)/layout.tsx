import { Link } from "@/components/ui/link";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AuthToaster } from "@/components/auth/auth-toaster";
import { COMPANY } from "@/lib/content/site";

// No account screen is for search engines.
export const metadata: Metadata = { robots: { index: false } };

// Account screens stand alone: no navbar or footer (spec 001, 2.1); the toasts live here.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="mx-auto flex max-w-6xl px-4 pt-6">
        <Link href="/" className="text-lg font-bold text-primary hover:underline">
          {COMPANY.name}
        </Link>
      </header>
      <main id="main" className="min-h-[calc(100vh-4rem)]">
        {children}
      </main>
      <AuthToaster />
    </>
  );
}
