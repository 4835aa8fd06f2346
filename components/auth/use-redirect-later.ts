"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { REDIRECT_MS } from "@/lib/validation/auth-messages";

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
