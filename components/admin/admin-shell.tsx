import type { ReactNode } from "react";
import { OperatorLink, OperatorThemeToggle } from "./operator-boundary";
import { THEME_ICONS } from "@/components/ui/control-icons";
import { currentUser } from "@/lib/features/auth/session";
import { ADMIN_LISTS } from "@/lib/features/admin/lists";
import { ADMIN_AREA } from "@/lib/content/admin";
import { PRIVACY_AREA } from "@/lib/content/admin-privacy";
import { BLOG_AUTHORS_TEXT, BLOG_EDITOR_TEXT } from "@/lib/content/admin-blog";
import { SETTINGS_TEXT } from "@/lib/content/admin-settings";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT } from "@/lib/content/booking";
import { WORKING_HOURS_PATH, WORKING_HOURS_TEXT } from "@/lib/content/workspace-promise";
import { AUDIT_COPY } from "@/lib/content/audit";
import { OPERATORS_COPY } from "@/lib/content/operators";
import { COMPANY } from "@/lib/content/site";
import { TEMPLATES_PATH, TEMPLATES_TEXT } from "@/lib/content/conversations-write";
import { WORKSPACE_SETTINGS_PATH, WORKSPACE_SETTINGS_TEXT } from "@/lib/content/workspace-settings";
import { PIPELINES } from "@/lib/content/workspace";
import { BOARD_TEXT, boardPath } from "@/lib/content/workspace-board";
import { UNMATCHED_PATH, UNMATCHED_TEXT } from "@/lib/content/conversations-view";
import { AdminNav } from "./admin-nav";
import { AdminLogoutButton } from "./logout-button";

const LINKS = [
  { href: "/admin", label: ADMIN_AREA.dashboardTitle },
  ...PIPELINES.map((pipeline) => ({ href: boardPath(pipeline), label: BOARD_TEXT.title(pipeline) })),
  ...ADMIN_LISTS.map((list) => ({ href: `/admin/${list.key}`, label: list.title })),
  { href: UNMATCHED_PATH, label: UNMATCHED_TEXT.navLink },
  { href: "/admin/jobs", label: ADMIN_JOBS.title },
  { href: AVAILABILITY_PATH, label: AVAILABILITY_TEXT.navLink },
  { href: WORKING_HOURS_PATH, label: WORKING_HOURS_TEXT.navLink },
  { href: TEMPLATES_PATH, label: TEMPLATES_TEXT.navLink },
  { href: "/Newsletter", label: ADMIN_AREA.newsletterLink },
  { href: "/admin/privacy", label: PRIVACY_AREA.navLabel },
  { href: "/admin/blog-posts/new", label: BLOG_EDITOR_TEXT.navLink },
  { href: "/admin/blog-authors", label: BLOG_AUTHORS_TEXT.navLink },
  { href: "/admin/proof", label: ADMIN_PROOF.navLink },
  { href: "/admin/company", label: SETTINGS_TEXT.navLink },
  { href: WORKSPACE_SETTINGS_PATH, label: WORKSPACE_SETTINGS_TEXT.navLink },
  { href: "/admin/operators", label: OPERATORS_COPY.title },
  { href: "/admin/audit", label: AUDIT_COPY.title },
];

/**
 * The operator's frame: its own header and navigation instead of the site's. The navigation is
 * shown to operators only; every page still checks the role itself before showing anything.
 */
export async function AdminShell({ children }: { children: ReactNode }) {
  const user = await currentUser();
  const isOperator = user?.role === "operator";
  return (
    <>
      <header className="border-b border-border bg-background">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-background focus:p-2"
        >
          {ADMIN_AREA.skipLink}
        </a>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-bold">
            <OperatorLink href="/" className="text-primary hover:underline">
              {COMPANY.name}
            </OperatorLink>{" "}
            <span className="text-muted-foreground">· {ADMIN_AREA.title}</span>
          </p>
          <div className="flex items-center gap-3">
            {isOperator && <span className="text-sm text-muted-foreground">{user.email}</span>}
            {isOperator && <AdminLogoutButton />}
            <OperatorThemeToggle icons={THEME_ICONS} />
          </div>
        </div>
        {isOperator && (
          <div className="mx-auto max-w-7xl px-4 pb-3">
            <AdminNav links={LINKS} label={ADMIN_AREA.navLabel} menu={ADMIN_AREA.navMenu} />
          </div>
        )}
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
