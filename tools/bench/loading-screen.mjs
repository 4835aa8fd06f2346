// The spec's 1-second loading screen (/it-consulting, /recruitment) and the page's paints.
// Ours is an overlay over content that is already painted (components/marketing/loading-screen.tsx):
// its message is the first contentful paint and the content under it the largest, in the same
// frame. Against it, in the same run, the same page served two other ways (rewritten in flight):
// without the loading screen (the floor), and with the content hidden until the screen goes
// (the design that swaps the screen for the page, as a timer in React would). Chromium, a phone's
// viewport, the CPU slowed 4× as in Lighthouse's mobile profile; the network is not slowed (the
// rewritten document comes through Playwright's interception, which a browser's throttling would
// not cover, so all three variants come through it alike); median of RUNS fresh visits.
import { chromium } from "playwright";
import { pick } from "./quick.mjs";
import { median } from "./stats.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium-flags.mjs";

const RUNS = pick(9, 1);
const PATHS = pick(["/it-consulting", "/recruitment"], ["/it-consulting"]);
const SCREEN = /<div data-testid="loading-screen".*?<\/p><\/div>/s;
const HIDE_UNTIL_GONE =
  "<style>#main>:not([data-testid=loading-screen]){visibility:hidden;animation:bench-reveal 0s linear 1s forwards}" +
  "@keyframes bench-reveal{to{visibility:visible}}</style></head>";
const VARIANTS = [
  { id: "served", label: "as served (overlay on painted content)", rewrite: (html) => html },
  { id: "without", label: "without the loading screen", rewrite: (html) => html.replace(SCREEN, "") },
  { id: "hidden", label: "content hidden until the screen goes", rewrite: (html) => html.replace("</head>", HIDE_UNTIL_GONE) },
];

async function visit(browser, url, rewrite) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !["content-encoding", "content-length"].includes(name)));
      await route.fulfill({ status: response.status(), headers, body: rewrite(await response.text()) });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__lcp.push({ time: entry.startTime, tag: entry.element?.tagName.toLowerCase() ?? "?", text: entry.element?.textContent?.slice(0, 40) ?? "" });
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const last = window.__lcp.at(-1);
      return { fcp, lcp: last?.time ?? NaN, element: last ? `<${last.tag}> ${last.text}` : "none" };
    });
  } finally {
    await context.close();
  }
}

export async function loadingScreenFigures(appUrl) {
  console.log(`\n-- the loading screen's paints: FCP and LCP in Chromium (412×823, CPU 4× slower), median of ${RUNS} visits --`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const figures = [];
  try {
    for (const path of PATHS) {
      for (const { id, label, rewrite } of VARIANTS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, appUrl + path, rewrite));
        const fcp = median(runs.map((r) => r.fcp));
        const lcp = median(runs.map((r) => r.lcp));
        const elements = [...new Set(runs.map((r) => r.element))];
        console.log(
          `  ${path.padEnd(15)} ${label.padEnd(40)} FCP ${String(Math.round(fcp)).padStart(5)} ms  LCP ${String(Math.round(lcp)).padStart(5)} ms` +
            `  LCP − FCP ${String(Math.round(lcp - fcp)).padStart(5)} ms  LCP element: ${elements.join(" | ")}`,
        );
        figures.push({ path, id, label, fcp, lcp, elements });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
