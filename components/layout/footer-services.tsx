"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { LinkItems } from "@/components/ui/link-items";
import type { NavLink } from "@/lib/content/site";

export function FooterServices({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 hover:underline"
      >
        Services
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul id={listId} hidden={!open} className="mt-2 space-y-2 border-l border-slate-600 pl-3">
        <LinkItems links={links} />
      </ul>
    </li>
  );
}
