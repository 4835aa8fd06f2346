"use client";

// The navbar's one list of links, and the phone's toggle that shows it as a panel. The links are
// rendered once, on the server (components/layout/navbar.tsx): on wide screens the list sits in
// the header, on a phone the hamburger opens the same list over the page. Only the open state,
// its focus moves and the account's items (which depend on the visitor) are drawn here.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { ACCOUNT_MENU } from "@/lib/content/account-links";
import { AccountItems, SignInLinks } from "./account-menu";
import { useAccount } from "./use-account";
import { useDismiss } from "./use-dismiss";
import { LightButton } from "@/components/ui/light-button";

type Menu = {
  open: boolean;
  show: () => void;
  close: () => void;
  hide: () => void;
  openRef: RefObject<HTMLButtonElement | null>;
};

const MenuContext = createContext<Menu | null>(null);

function useMenu(): Menu {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error("The navbar's menu parts sit inside <MenuState>");
  return menu;
}

/** Holds whether the phone menu is open, for the button and the panel it shows. */
export function MenuState({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const menu = useMemo<Menu>(
    () => ({
      open,
      show: () => setOpen(true),
      // Closing from the panel (its button, Escape, a press outside) gives focus back to the hamburger.
      close: () => {
        setOpen(false);
        openRef.current?.focus();
      },
      // Leaving by a link: the page changes, focus is the router's.
      hide: () => setOpen(false),
      openRef,
    }),
    [open],
  );
  return <MenuContext value={menu}>{children}</MenuContext>;
}

/** The hamburger (phones only). `icon`: its icon, rendered on the server. */
export function MenuButton({ icon }: { icon: ReactNode }) {
  const { open, show, openRef } = useMenu();
  return (
    <LightButton
      ref={openRef}
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={show}
      variant="outline"
      size="icon"
      shape="square"
      className="lg:hidden"
    >
      {icon}
      <span className="sr-only">Open menu</span>
    </LightButton>
  );
}

const PANEL =
  "fixed inset-x-0 top-0 z-50 max-h-screen overflow-y-auto border-b border-border bg-background p-4 shadow-xl " +
  "lg:static lg:max-h-none lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none";

/**
 * The navigation: in the header on wide screens ("Main"), the phone's panel while open (named
 * "Mobile", as a phone's reader met it before the two shared one list). `children`: the list.
 */
export function MenuPanel({ closeIcon, children }: { closeIcon: ReactNode; children: ReactNode }) {
  const { open, close, hide } = useMenu();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => close(), [close]);
  useDismiss(panelRef, open, dismiss);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  // A followed link closes the panel; the links themselves stay server-rendered.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (open && (event.target as Element).closest("a")) hide();
  };

  return (
    <nav
      id="mobile-menu"
      ref={panelRef}
      aria-label={open ? "Mobile" : "Main"}
      onClick={onClick}
      className={open ? PANEL : "hidden lg:block"}
    >
      <div className="mb-2 flex justify-end lg:hidden">
        <LightButton ref={closeRef} onClick={close} variant="outline" size="icon" shape="square">
          {closeIcon}
          <span className="sr-only">Close menu</span>
        </LightButton>
      </div>
      {children}
    </nav>
  );
}

/** The phone panel's account part: the visitor's name and items, or Log in and Sign up. */
export function MenuAccount({ itemClass }: { itemClass: string }) {
  const { hide } = useMenu();
  const account = useAccount();
  return (
    <li className="lg:hidden">
      <span className="block truncate px-3 pt-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {account ? account.name : ACCOUNT_MENU.mobileHeading}
      </span>
      <ul className="mt-1 space-y-1">
        {account ? <AccountItems className={itemClass} onNavigate={hide} /> : <SignInLinks className={itemClass} />}
      </ul>
    </li>
  );
}
