import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { NEWSLETTER_PAGE } from "@/lib/content/admin";

export const metadata: Metadata = { title: NEWSLETTER_PAGE.title, robots: { index: false } };

export default function NewsletterLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
