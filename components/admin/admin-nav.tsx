"use client";

import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, useSyncExternalStore } from "react";

export type AdminLink = { href: string; label: string };

const noSubscription = () => () => undefined;

/**
 * The operator's own navigation; the current section is marked for screen readers too. On a
 * phone the links fold into a <details> menu, which opens without a script; once the script runs,
 * its summary also states aria-expanded (left out before, when nothing would keep it true).
 */
export function AdminNav({ links, label, menu }: { links: AdminLink[]; label: string; menu: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const isCurrent = (href: string) =>
    href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  const items = (onNavigate?: () => void) =>
    links.map((link) => (
      <li key={link.href}>
        <Link
          href={link.href}
          onClick={onNavigate}
          aria-current={isCurrent(link.href) ? "page" : undefined}
          className={clsx(
            "block rounded px-3 py-2 text-sm font-medium hover:bg-muted",
            isCurrent(link.href) && "bg-primary text-primary-foreground hover:bg-primary",
          )}
        >
          {link.label}
        </Link>
      </li>
    ));
  return (
    <nav aria-label={label}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="md:hidden">
        <summary
          aria-expanded={hydrated ? open : undefined}
          className="inline-flex cursor-pointer items-center rounded-md border border-border px-4 py-2 font-semibold hover:bg-muted"
        >
          {menu}
        </summary>
        <ul className="mt-2 grid gap-1">{items(() => setOpen(false))}</ul>
      </details>
      <ul className="hidden flex-wrap gap-1 md:flex">{items()}</ul>
    </nav>
  );
}
