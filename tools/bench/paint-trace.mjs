// What the main thread does before a page's first paint, from a Chromium performance trace at 4x
// CPU (412x823, as the loading-screen figures): time by kind of task and the scripts evaluated
// before it. Lighthouse's simulated LCP counts the main-thread work that ran before the observed
// LCP, so a page whose first paint comes after its hydration pays for that work four times over
// (issue 24 item 2). Run against running servers, ours and the bare Next.js page:
//   node tools/bench/paint-trace.mjs http://127.0.0.1:3000/ http://127.0.0.1:3001/
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium-flags.mjs";

const KINDS = [
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "EvaluateScript",
  "FunctionCall",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "v8.compile",
  "TimerFire",
  "RunMicrotasks",
];
const ms = (micro) => (micro / 1000).toFixed(0);

/** The main thread's work before first paint of `url`, in a fresh context. */
async function beforeFirstPaint(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "v8.execute"],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const paint = traceEvents.find((event) => event.name === "firstContentfulPaint");
    if (!paint) return { url, paint: undefined, byKind: {}, scripts: [] };
    // The page's own navigation (the context's about:blank has one too).
    const navigation = paint.args?.data?.navigationId;
    const start = traceEvents.find((event) => event.name === "navigationStart" && event.args?.data?.navigationId === navigation)?.ts ?? paint.ts;
    const before = traceEvents.filter((event) => event.ph === "X" && event.tid === paint.tid && event.ts >= start && event.ts <= paint.ts && event.dur);
    const byKind = {};
    for (const event of before.filter((e) => KINDS.includes(e.name))) byKind[event.name] = (byKind[event.name] ?? 0) + event.dur;
    const scripts = before
      .filter((event) => event.name === "EvaluateScript")
      .map(
        (event) =>
          `${
            String(event.args?.data?.url ?? "")
              .split("/")
              .pop() || "inline"
          } at ${ms(event.ts - start)} for ${ms(event.dur)}`,
      );
    return { url, paint: paint.ts - start, byKind, scripts };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const url of process.argv.slice(2)) {
    const { paint, byKind, scripts } = await beforeFirstPaint(browser, url);
    console.log(`${url}: first paint at ${paint === undefined ? "?" : ms(paint)} ms (4x CPU)`);
    console.log(
      `  main thread before it: ${
        Object.entries(byKind)
          .map(([kind, micro]) => `${kind} ${ms(micro)} ms`)
          .join(", ") || "nothing"
      }`,
    );
    console.log(`  scripts evaluated before it: ${scripts.join(", ") || "none"}`);
  }
} finally {
  await browser.close();
}
