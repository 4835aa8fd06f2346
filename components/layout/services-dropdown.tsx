"use client";

import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { useDismiss } from "./use-dismiss";
import { bare } from "@/components/ui/button-variants";
import { LightButton } from "@/components/ui/light-button";

/** The navbar's disclosure buttons (Our Services, the account menu). */
export const NAV_TOGGLE = "group inline-flex items-center gap-1 rounded px-3 py-2 font-medium hover:text-primary";

const LIST =
  "lg:absolute lg:left-0 lg:top-full lg:z-40 lg:w-64 lg:rounded-lg lg:border lg:border-border lg:bg-background lg:p-2 lg:shadow-lg";

type Props = {
  label: string;
  /** The server-rendered icon that turns while the menu is open (components/ui/control-icons.tsx). */
  chevron: ReactNode;
  /** The service links' `<li>`s, rendered on the server. */
  children: ReactNode;
};

/**
 * Our Services: a dropdown on wide screens; in the phone's panel a heading over the same links,
 * always shown. One list of links either way (components/layout/mobile-menu.tsx).
 */
export function ServicesDropdown({ label, chevron, children }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className="lg:relative">
      <span className="block px-3 pt-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground lg:hidden">
        {label}
      </span>
      <LightButton
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        {...bare}
        className={`${NAV_TOGGLE} max-lg:hidden`}
      >
        {label}
        {chevron}
      </LightButton>
      <ul
        id={menuId}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) close();
        }}
        className={`mt-1 space-y-1 lg:mt-2 lg:space-y-0 ${open ? "" : "lg:hidden"} ${LIST}`}
      >
        {children}
      </ul>
    </div>
  );
}
