"use client";

import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** True when the visitor has asked the system for less motion, read at this moment (in the browser). */
export const prefersReducedMotion = (): boolean => window.matchMedia(QUERY).matches;

/** True when the visitor asked the system for less motion (false while rendering on the server). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
