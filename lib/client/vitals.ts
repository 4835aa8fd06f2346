// Real-user Web Vitals of this page view, sent to POST /api/vitals by navigator.sendBeacon when
// the page is hidden (the visitor leaves, switches tab or closes it; `visibilitychange`). Loaded lazily by
// components/layout/vitals-reporter.tsx after the page's `load`; web-vitals reads the buffered
// performance entries, so loading late loses nothing. Each metric is sent at most once per page
// view, with the pathname only (never the query or fragment). Client-side navigations stay
// attributed to the page the visitor landed on, as in Google's Chrome UX Report.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { VITALS_ENDPOINT } from "../content/vitals";

export function reportVitals(): void {
  const path = window.location.pathname;
  const queued = new Map<string, number>();
  const sent = new Set<string>();
  const add = ({ name, value }: Metric) => {
    if (!sent.has(name)) queued.set(name, value);
  };
  const flush = () => {
    if (queued.size === 0) return;
    const metrics = [...queued].map(([name, value]) => ({ name, value }));
    for (const name of queued.keys()) sent.add(name);
    queued.clear();
    navigator.sendBeacon(VITALS_ENDPOINT, new Blob([JSON.stringify({ path, metrics })], { type: "application/json" }));
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(add);
  // web-vitals finalises CLS and INP in its own capturing listeners on window, which run before
  // this one on the document: one beacon carries them all. (Not `pagehide`: on a navigation it
  // fires before `visibilitychange`, so CLS and INP would follow in a second beacon.)
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
