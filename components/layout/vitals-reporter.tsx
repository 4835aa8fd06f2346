"use client";

import { useEffect } from "react";

// Starts the Web Vitals reporter (lib/client/vitals.ts) once the page has loaded and the browser
// is idle: its code (web-vitals, about 6 KB) is fetched then, never before first paint.
const start = () => void import("@/lib/client/vitals").then((module) => module.reportVitals()).catch(() => undefined);

export function VitalsReporter() {
  useEffect(() => {
    const whenIdle = () =>
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(start, { timeout: 5000 })
        : window.setTimeout(start, 1);
    if (document.readyState === "complete") {
      whenIdle();
      return;
    }
    window.addEventListener("load", whenIdle, { once: true });
    return () => window.removeEventListener("load", whenIdle);
  }, []);
  return null;
}
