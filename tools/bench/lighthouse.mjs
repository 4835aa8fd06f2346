// Lighthouse (mobile, its default simulated throttling) against pages of the running app, in
// Debian's Chromium. Scores are 0-100; CLS unitless; times in ms; JS and images in KB as transferred.
// Each page is audited RUNS times, in interleaved rounds with its baselines (stats.mjs). Scores, LCP and TBT are each the median of the
// runs; the details (LCP phases, longest tasks, failing audits) are those of the run with the
// median performance score, as Lighthouse advises on noisy machines (one run with --quick).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pick } from "./quick.mjs";
import { inRounds, median } from "./stats.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium-flags.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUNS = pick(3, 1);
const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** KB transferred for the page's requests of one resource type ("Script", "Image"). */
function transferredKb(lhr, resourceType) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items.filter((item) => item.resourceType === resourceType).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
}

/** LCP's four phases (time to first byte, resource load delay, load time, render delay), ms. */
function lcpPhases(lhr) {
  const table = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? [];
  return Object.fromEntries(table.map((row) => [row.phase, Math.round(row.timing ?? 0)]));
}

/** TBT's three longest main-thread tasks: the script that ran each (its file name) and how long. */
function longTasks(lhr) {
  const items = lhr.audits["long-tasks"]?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => ({
      source:
        String(task.url ?? "")
          .split("/")
          .pop() || "(unattributable)",
      ms: Math.round(task.duration),
    }));
}

/**
 * The requests besides the document that ended before the observed (unthrottled) LCP. Lantern keeps
 * each in the graph it simulates the LCP from (but a script first run after that LCP), so each adds
 * its round trip and bytes on the simulated phone network to the render delay. The bare Next.js
 * page's are its scripts, which it runs after its paint when its LCP is low.
 */
function beforeLcp(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0;
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType !== "Document" && item.networkEndTime <= observed)
    .map((item) => ({ type: item.resourceType ?? "Other", file: new URL(item.url).pathname.split("/").pop(), kb: (item.transferSize ?? 0) / 1024 }));
}

/** One URL's runs as its summary. */
function summary(url, runs) {
  const perf = (r) => r.categories.performance?.score ?? 0;
  const lhr = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)];
  const score = (id) => Math.round(median(runs.map((r) => r.categories[id]?.score ?? 0)) * 100);
  const metric = (id) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
  return {
    performanceRuns: runs.map((r) => Math.round(perf(r) * 100)),
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: metric("cumulative-layout-shift"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    jsKb: transferredKb(lhr, "Script"),
    imageKb: transferredKb(lhr, "Image"),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "none",
    lcpPhases: lcpPhases(lhr),
    longTasks: longTasks(lhr),
    beforeLcp: beforeLcp(lhr),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

/** Audits each URL in a fresh Chromium, in interleaved rounds, and returns one summary per URL. */
export async function audit(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const runs = await inRounds(urls, RUNS, async (url) => {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      return lhr;
    });
    return urls.map((url) => summary(url, runs.get(url)));
  } finally {
    await chrome.kill();
  }
}

/** One result as a line; `label` names a baseline instead of its path. */
export function lighthouseLine(r, label = new URL(r.url).pathname) {
  return (
    `  ${label.padEnd(28)} perf ${String(r.performance).padStart(3)} (runs ${r.performanceRuns.join("/")})  a11y ${String(r.accessibility).padStart(3)}` +
    `  bp ${String(r.bestPractices).padStart(3)}  seo ${String(r.seo).padStart(3)}  CLS ${r.cls.toFixed(3)}` +
    `  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  JS ${r.jsKb.toFixed(1)} KB` +
    `\n  ${"".padEnd(28)} LCP phases: ${Object.entries(r.lcpPhases)
      .map(([phase, ms]) => `${phase} ${ms}`)
      .join(", ")}; longest tasks: ${r.longTasks.map((task) => `${task.source} ${task.ms}`).join(", ") || "none"}` +
    `\n  ${"".padEnd(28)} fetched before LCP besides the page: ${r.beforeLcp.map((req) => `${req.type} ${req.file} ${req.kb.toFixed(1)} KB`).join(", ") || "nothing"}` +
    (r.failed.length > 0 ? `\n  ${"".padEnd(28)} failing audits: ${r.failed.join(", ")}` : "")
  );
}
