"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { REDIRECT_MS } from "@/lib/validation/auth-messages";
import { clearFlow } from "./flow-state";
import { showSuccess } from "./notify";

/** Goes to `path` 3 seconds after `start()` (spec 001, 9), unless the screen is left first. */
export function useRedirectLater(path: string) {
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => router.push(path), REDIRECT_MS);
  };
}

/**
 * The end of a mailed-code flow (reset, introduction): `finish(message)` forgets the flow, shows the
 * message and goes to the login page a moment later; `done` keeps the submit button off meanwhile.
 */
export function useFinishFlow() {
  const [done, setDone] = useState(false);
  const redirect = useRedirectLater("/login");
  const finish = (message: string) => {
    setDone(true);
    clearFlow();
    showSuccess(message);
    redirect();
  };
  return { done, finish };
}
