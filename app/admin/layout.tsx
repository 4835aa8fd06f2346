import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { ADMIN_AREA } from "@/lib/content/admin";

export const metadata: Metadata = { title: { default: ADMIN_AREA.title, template: `%s | ${ADMIN_AREA.title}` }, robots: { index: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
