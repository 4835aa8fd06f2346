import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { ADMIN_AREA } from "@/lib/content/admin";

// The operator screens (/admin/..., /Newsletter): one shell, kept out of search engines. Each page
// checks the operator role itself (requireOperatorPage): a layout is no place for an access check.
export const metadata: Metadata = { title: { default: ADMIN_AREA.title, template: `%s | ${ADMIN_AREA.title}` }, robots: { index: false } };

export default function OperatorLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
