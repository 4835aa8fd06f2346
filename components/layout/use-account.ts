"use client";

import { useEffect, useState } from "react";
import { loadAccount, subscribeAccount, type Account } from "@/lib/client/account";

/** The signed-in account, null when signed out, undefined until the answer is in. */
export function useAccount(): Account | null | undefined {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadAccount().then((value) => live && setAccount(value));
    const unsubscribe = subscribeAccount(setAccount);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return account;
}
