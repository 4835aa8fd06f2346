// Blocking time as the main thread has it, from Chromium's own trace rather than Lighthouse's
// simulation. Lighthouse's mobile TBT replays an unthrottled load through its model of a slow
// phone; here each page loads at 4x CPU (412x823, as paint-trace.mjs) and the time past 50 ms of
// every main-thread task that starts between first contentful paint and 3 s after load is summed:
// TBT as defined, observed. Loads go in interleaved rounds with the baseline (stats.mjs).
import { chromium } from "@playwright/test";
import { inRounds, median } from "./stats.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium-flags.mjs";

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3000;
const LONG_TASK_MS = 50;

/** The observed blocking time of one load of `url`, ms, in a fresh context. */
async function oneLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"] });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const paint = traceEvents.find((event) => event.name === "firstContentfulPaint");
    if (!paint) throw new Error(`no first contentful paint in the trace of ${url}`);
    const main = traceEvents.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain" && event.pid === paint.pid);
    return traceEvents
      .filter((event) => event.name === "RunTask" && event.ph === "X" && event.pid === main?.pid && event.tid === main?.tid && event.ts >= paint.ts)
      .reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - LONG_TASK_MS), 0);
  } finally {
    await context.close();
  }
}

/** Each URL's observed blocking time over `rounds` loads: the median and every load's, ms. */
export async function observedBlocking(urls, rounds) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let loads;
  try {
    loads = await inRounds(urls, rounds, (url) => oneLoad(browser, url));
  } finally {
    await browser.close();
  }
  return urls.map((url) => {
    const ms = loads.get(url);
    return { url, medianMs: median(ms), loadsMs: ms };
  });
}

/** One result as a line of the bench. */
export function blockingLine({ medianMs, loadsMs }, label) {
  return `  ${label.padEnd(40)} ${String(Math.round(medianMs)).padStart(4)} ms (loads ${loadsMs.map((ms) => Math.round(ms)).join("/")})`;
}
