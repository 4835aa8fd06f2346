"use client";

import { useEffect } from "react";
import { HYDRATED_EVENT } from "@/lib/client/hydrated-event.mjs";

/** Tells the page's script loader (server/scripts-after-paint.mjs) that React has hydrated the page (app/layout.tsx). */
export function HydrationSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
