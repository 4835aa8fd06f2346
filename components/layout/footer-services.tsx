"use client";

import { useId, useState, type ReactNode } from "react";
import { LinkItems } from "@/components/ui/link-items";
import type { NavLink } from "@/lib/content/site";
import { bare } from "@/components/ui/button-variants";
import { LightButton } from "@/components/ui/light-button";

export function FooterServices({ links, chevron }: { links: NavLink[]; chevron: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <LightButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        {...bare}
        className="group inline-flex items-center gap-1 hover:underline"
      >
        Services
        {chevron}
      </LightButton>
      <ul id={listId} hidden={!open} className="mt-2 space-y-2 border-l border-slate-600 pl-3">
        <LinkItems links={links} />
      </ul>
    </li>
  );
}
