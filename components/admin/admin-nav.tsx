"use client";

import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";

export type AdminLink = { href: string; label: string };

/** The operator's own navigation; the current section is marked for screen readers too. */
export function AdminNav({ links, label }: { links: AdminLink[]; label: string }) {
  const pathname = usePathname();
  const isCurrent = (href: string) => (href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isCurrent(link.href) ? "page" : undefined}
              className={clsx(
                "block rounded px-3 py-2 text-sm font-medium hover:bg-muted",
                isCurrent(link.href) && "bg-primary text-primary-foreground hover:bg-primary",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
