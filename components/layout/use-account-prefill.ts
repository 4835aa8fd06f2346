"use client";

import { useEffect } from "react";
import type { Account } from "@/lib/client/account";
import { useAccount } from "./use-account";

/** Which account value an input takes, by its autocomplete token. */
const FROM_ACCOUNT: Record<string, (account: Account) => string> = {
  name: (account) => account.name,
  "given-name": (account) => account.name.split(" ")[0] ?? "",
  "family-name": (account) => account.name.split(" ").slice(1).join(" "),
  email: (account) => account.email,
};

/**
 * Fills a signed-in visitor's name and e-mail into the fields (name, autocomplete token) given,
 * once the account is known, leaving anything already typed alone.
 */
export function useAccountPrefill(
  fields: ReadonlyArray<{ name: string; autoComplete?: string }>,
  fill: (name: string, value: string) => void,
  current: (name: string) => unknown,
) {
  const account = useAccount();
  useEffect(() => {
    if (!account) return;
    for (const field of fields) {
      const value = field.autoComplete ? FROM_ACCOUNT[field.autoComplete]?.(account) : undefined;
      if (value && !current(field.name)) fill(field.name, value);
    }
    // Runs once per account answer; the field list and callbacks are the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account]);
}
