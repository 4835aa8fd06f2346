"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { LinkItems } from "@/components/ui/link-items";
import type { NavLink } from "@/lib/content/site";
import { ACCOUNT_MENU } from "@/lib/content/account";
import { AccountItems, SignInLinks } from "./account-menu";
import { useAccount } from "./use-account";
import { useDismiss } from "./use-dismiss";
import { LightButton } from "@/components/ui/light-button";

/** `icons`: the open and close buttons' icons, rendered on the server (MENU_ICONS). */
type Props = { before: NavLink[]; services: NavLink[]; after: NavLink[]; icons: { open: ReactNode; close: ReactNode } };

export function MobileMenu({ before, services, after, icons }: Props) {
  const [open, setOpen] = useState(false);
  const account = useAccount();
  const panelRef = useRef<HTMLDivElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    openButtonRef.current?.focus();
  }, []);
  useDismiss(panelRef, open, close);

  useEffect(() => {
    if (open) closeButtonRef.current?.focus();
  }, [open]);

  const itemClass = "block rounded px-3 py-2 hover:bg-muted";
  const navigate = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <LightButton
        ref={openButtonRef}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        variant="outline"
        size="icon"
        shape="square"
      >
        {icons.open}
        <span className="sr-only">Open menu</span>
      </LightButton>
      <div
        id="mobile-menu"
        ref={panelRef}
        hidden={!open}
        className="fixed inset-x-0 top-0 z-50 max-h-screen overflow-y-auto border-b border-border bg-background p-4 shadow-xl"
      >
        <nav aria-label="Mobile">
          <div className="mb-2 flex justify-end">
            <LightButton ref={closeButtonRef} onClick={close} variant="outline" size="icon" shape="square">
              {icons.close}
              <span className="sr-only">Close menu</span>
            </LightButton>
          </div>
          <ul className="space-y-1">
            <LinkItems links={before} className={itemClass} onNavigate={navigate} />
            <li className="px-3 pt-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              Our Services
            </li>
            <LinkItems links={services} className={itemClass} onNavigate={navigate} />
            <LinkItems links={after} className={itemClass} onNavigate={navigate} />
            <li className="truncate px-3 pt-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {account ? account.name : ACCOUNT_MENU.mobileHeading}
            </li>
            {account ? (
              <AccountItems className={itemClass} onNavigate={navigate} />
            ) : (
              <SignInLinks className={itemClass} />
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
