import { Link } from "@/components/ui/link";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { LinkItems } from "@/components/ui/link-items";
import { COMPANY, NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, SERVICE_LINKS } from "@/lib/content/site";

export const metadata = { title: "Page not found" };

// The root 404 (unknown URLs) is part of every page's tree, so it stays free of client
// components: the full shell here would add its menu and form scripts to the wizard pages.
// Pages of the (site) group that call notFound() get app/(site)/not-found.tsx inside the shell.
export default function NotFound() {
  const links = [...NAV_BEFORE_SERVICES, ...SERVICE_LINKS, ...NAV_AFTER_SERVICES];
  return (
    <>
      <header className="border-b border-border px-4 py-4">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
          <Link href="/" className="text-lg font-bold text-primary">
            {COMPANY.name}
          </Link>
          <nav aria-label="Main">
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
              <LinkItems links={links} />
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="min-h-[60vh]">
        <NotFoundContent />
      </main>
    </>
  );
}
