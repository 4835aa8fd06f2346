import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { ADMIN_AREA } from "@/lib/content/admin";

// One frame for the operator's pages (/admin/… and the spec's /Newsletter): the operator header and
// navigation, kept out of search engines. Every page still checks the role itself.
export const metadata: Metadata = {
  title: { default: ADMIN_AREA.title, template: `%s | ${ADMIN_AREA.title}` },
  robots: { index: false },
};

export default function OperatorLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
