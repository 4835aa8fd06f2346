"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { logOut } from "@/lib/client/account";
import { ACCOUNT_LINKS, ACCOUNT_MENU } from "@/lib/content/account-links";
import { useAccount } from "./use-account";
import { NAV_TOGGLE } from "./services-dropdown";
import { useDismiss } from "./use-dismiss";
import { bare } from "@/components/ui/button-variants";
import { LightButton } from "@/components/ui/light-button";

type ItemProps = { className: string; onNavigate?: () => void };

/** Log in and Sign up: the static default, replaced once the page learns the visitor is signed in. */
export function SignInLinks({ className }: ItemProps) {
  return [ACCOUNT_LINKS.login, ACCOUNT_LINKS.signup].map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}

/** My applications, Account, Log out. */
export function AccountItems({ className, onNavigate }: ItemProps) {
  const router = useRouter();
  // The page shown may be an account page: leave for the home page, which reads the session afresh.
  const leave = async () => {
    await logOut();
    onNavigate?.();
    router.replace("/");
    router.refresh();
  };
  return (
    <>
      {[ACCOUNT_LINKS.applications, ACCOUNT_LINKS.posts, ACCOUNT_LINKS.profile, ACCOUNT_LINKS.account].map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={className} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
      <li>
        <LightButton onClick={() => void leave()} {...bare} className={`w-full text-left ${className}`}>
          {ACCOUNT_MENU.logOut}
        </LightButton>
      </li>
    </>
  );
}

/** The navbar's account corner on wide screens (the mobile menu has its own copy of the items). */
export function AccountMenu({ chevron }: { chevron: ReactNode }) {
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus inside the list would be lost when it hides (Escape): it goes back to the button.
  const close = useCallback(() => {
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  }, []);
  useDismiss(rootRef, open, close);
  const linkClass = "block rounded px-3 py-2 font-medium hover:text-primary";

  if (!account) {
    return (
      <ul className="hidden items-center lg:flex">
        <SignInLinks className={linkClass} />
      </ul>
    );
  }
  return (
    <div ref={rootRef} className="relative hidden lg:block">
      <LightButton
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        {...bare}
        className={`${NAV_TOGGLE} max-w-48`}
      >
        <span className="sr-only">{ACCOUNT_MENU.buttonPrefix} </span>
        <span className="truncate">{account.name}</span>
        {chevron}
      </LightButton>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 w-56 rounded-lg border border-border bg-background p-2 shadow-lg"
      >
        <AccountItems className="block rounded px-3 py-2 hover:bg-muted" onNavigate={close} />
      </ul>
    </div>
  );
}
