"use client";

import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { LinkItems } from "@/components/ui/link-items";
import type { NavLink } from "@/lib/content/site";
import { useDismiss } from "./use-dismiss";
import { bare } from "@/components/ui/button-variants";
import { LightButton } from "@/components/ui/light-button";

/** The navbar's disclosure buttons (Our Services, the account menu). */
export const NAV_TOGGLE = "group inline-flex items-center gap-1 rounded px-3 py-2 font-medium hover:text-primary";

/** `chevron`: the server-rendered icon that turns while the menu is open (components/ui/control-icons.tsx). */
export function ServicesDropdown({ links, chevron }: { links: NavLink[]; chevron: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className="relative">
      <LightButton
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        {...bare}
        className={NAV_TOGGLE}
      >
        Our Services
        {chevron}
      </LightButton>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-2 w-64 rounded-lg border border-border bg-background p-2 shadow-lg"
      >
        <LinkItems links={links} onNavigate={close} className="block rounded px-3 py-2 hover:bg-muted" />
      </ul>
    </div>
  );
}
