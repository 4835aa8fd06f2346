"use client";

import { useId, useState, type ReactNode } from "react";
import { LinkItems } from "@/components/ui/link-items";
import type { NavLink } from "@/lib/content/site";

export function FooterServices({ links, chevron }: { links: NavLink[]; chevron: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="group inline-flex items-center gap-1 hover:underline"
      >
        Services
        {chevron}
      </button>
      <ul id={listId} hidden={!open} className="mt-2 space-y-2 border-l border-slate-600 pl-3">
        <LinkItems links={links} />
      </ul>
    </li>
  );
}
