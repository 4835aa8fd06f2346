// The closing table: every figure next to its target (from the issue), PASS or FAIL.
import { addNewsletterRows } from "./newsletter.mjs";
import { addInstanceRows } from "./instances.mjs";
import { addJobPageRows } from "./job-page.mjs";
import { addCaseStudyPageRows } from "./case-study-page.mjs";
import { meetsWeight, WEIGHT_TARGET } from "./page-weight.mjs";
const TARGETS = {
  subscribeShare: 0.5, // subscribe req/s >= 0.5 x bare insert baseline
  subscribeP99Ms: 100,
  getShare: 0.5, // GET / req/s >= 0.5 x bare static baseline (issue 24)
  conditionalShare: 0.3, // GET / 304s >= 0.3 x bare static baseline (issue 24)
  nextStartShare: 1, // both at least as fast as `next start` serving the same build (issue 24)
  peakRssMb: 300,
  applicationShare: 0.5, // career JSON + 200 KB upload pairs/s >= 0.5 x bare two writes
  applicationFloorShare: 0.3, // the same, at least 0.3x (issue 24 item 3)
  applicationP99Ms: 300,
};

const fmt = (n, digits = 1) => n.toFixed(digits);
const share = (ours, base) => (base > 0 ? `${fmt(ours / base, 2)}x` : "n/a");

export function printSummary(figures, { adapters, connections }) {
  const rows = [];
  const add = (figure, value, target, pass, note = "") => rows.push({ figure, value, target, result: (pass ? "PASS" : "FAIL") + note });

  for (const adapter of adapters) {
    const { ours, base } = figures.subscribe[adapter];
    add(
      `subscribe req/s (${adapter})`,
      `${fmt(ours.rps)} = ${share(ours.rps, base.rps)} of ${fmt(base.rps)}`,
      `>= ${TARGETS.subscribeShare}x bare insert`,
      ours.ok > 0 && ours.rps >= TARGETS.subscribeShare * base.rps,
    );
    add(
      `subscribe p99 (${adapter})`,
      `${ours.p99} ms`,
      `<= ${TARGETS.subscribeP99Ms} ms at ${connections} conn.`,
      ours.p99 <= TARGETS.subscribeP99Ms && ours.ok > 0,
      ours.ok > 0 ? "" : " (no 2xx)",
    );
    // With no 2xx answer at all there is nothing to verify: not a PASS.
    add(
      `2xx stored once (${adapter})`,
      `rows=${ours.stored.rows} 2xx=${ours.ok}`,
      "rows = 2xx, each stored",
      ours.match && ours.ok > 0,
      ours.ok > 0 ? "" : " (no 2xx)",
    );
  }
  if (figures.applications) addApplicationRows(figures.applications, add);
  if (figures.newsletter) addNewsletterRows(figures.newsletter, add);
  if (figures.instances) addInstanceRows(figures.instances, add);
  if (figures.get) addGetRows(figures.get, add);
  if (figures.firstVisit) addPageRows(figures, add);
  if (figures.jobPage) addJobPageRows(figures.jobPage, add);
  if (figures.caseStudyPage) addCaseStudyPageRows(figures.caseStudyPage, add);
  for (const row of figures.blogs?.rows ?? []) add(row.figure, row.value, row.target, row.pass);
  for (const row of figures.booking?.rows ?? []) add(row.figure, row.value, row.target, row.pass);
  for (const row of figures.workspace?.rows ?? []) add(row.figure, row.value, row.target, row.pass);
  for (const row of figures.hostile?.rows ?? []) add(row.figure, row.value, row.target, row.pass);
  for (const row of figures.inbound?.rows ?? []) add(row.figure, row.value, row.target, row.pass);
  if (figures.peakRssMb !== undefined)
    add("app server peak RSS", `${fmt(figures.peakRssMb)} MB`, `<= ${TARGETS.peakRssMb} MB`, figures.peakRssMb <= TARGETS.peakRssMb);
  printBetterAdapter(figures, adapters);
  printTable(rows);
}

function addApplicationRows({ ours, base, concurrent, total, connections }, add) {
  add(
    "application pairs/s",
    `${fmt(ours.pairsPerSecond)} = ${share(ours.pairsPerSecond, base.pairsPerSecond)} of ${fmt(base.pairsPerSecond)}`,
    `>= ${TARGETS.applicationShare}x bare two writes`,
    ours.pairs > 0 && ours.pairsPerSecond >= TARGETS.applicationShare * base.pairsPerSecond,
  );
  add(
    "application pairs/s (issue 24)",
    `${share(ours.pairsPerSecond, base.pairsPerSecond)} of bare two writes`,
    `>= ${TARGETS.applicationFloorShare}x bare two writes`,
    ours.pairs > 0 && ours.pairsPerSecond >= TARGETS.applicationFloorShare * base.pairsPerSecond,
  );
  add(
    "application p99",
    `${ours.p99} ms (pair ${ours.pairP99} ms)`,
    `<= ${TARGETS.applicationP99Ms} ms at ${connections} conn.`,
    ours.pairs > 0 && ours.p99 <= TARGETS.applicationP99Ms,
    ours.pairs > 0 ? "" : " (no pair)",
  );
  const s = concurrent.stored;
  add(`${total} applications stored once`, `answered=${s.answered} whole=${s.complete} orphans=${s.orphans}`, "every row and file, once", concurrent.match);
}

function addGetRows(get, add) {
  add(
    "GET / req/s",
    `${fmt(get.app.rps)} = ${share(get.app.rps, get.baseline.rps)} of ${fmt(get.baseline.rps)}`,
    `>= ${TARGETS.getShare}x bare static`,
    get.app.rps >= TARGETS.getShare * get.baseline.rps,
  );
  const [ours, base, next] = [get.appConditional, get.baselineConditional, get.nextStartConditional];
  add(
    "GET / If-None-Match 304/s",
    `${fmt(ours.rps)} = ${share(ours.rps, base.rps)} of ${fmt(base.rps)}`,
    `>= ${TARGETS.conditionalShare}x bare static`,
    ours.ok > 0 && ours.rps >= TARGETS.conditionalShare * base.rps,
    ours.ok > 0 ? "" : " (no 304)",
  );
  add(
    "GET / req/s against next start",
    `${fmt(get.app.rps)} = ${share(get.app.rps, get.nextStart.rps)} of ${fmt(get.nextStart.rps)}`,
    `>= ${TARGETS.nextStartShare}x next start, same build`,
    get.app.rps >= TARGETS.nextStartShare * get.nextStart.rps,
  );
  add(
    "GET / 304/s against next start",
    `${fmt(ours.rps)} = ${share(ours.rps, next.rps)} of ${fmt(next.rps)}`,
    `>= ${TARGETS.nextStartShare}x next start, same build`,
    ours.ok > 0 && ours.rps >= TARGETS.nextStartShare * next.rps,
  );
}

// #14: Lighthouse mobile 100 in all four categories, LCP <= 1.5 s, TBT <= 50 ms, CLS 0.
const LIGHTHOUSE_TARGET = { lcpMs: 1500, tbtMs: 50 };
// #14: the 1,000 ms loading screen must not cost the page its LCP. Runs of the same page differ by
// about this much; hiding the content until the screen goes costs about 1,000 ms.
const LOADING_SCREEN_MAX_COST_MS = 250;

function addPageRows(figures, add) {
  const { floor, floorBrotliKb, pages } = figures.firstVisit;
  if (floor) add("first-visit JS, bare Next.js page", `${fmt(floor.scriptBytes / 1024)} KB (${fmt(floorBrotliKb)} brotli)`, "floor, informational", true);
  for (const { path, sizes, budgetKb } of pages) {
    const jsKb = sizes.scriptBytes / 1024;
    add(`first-visit JS of ${path}`, `${fmt(jsKb)} KB`, budgetKb ? `<= ${budgetKb} KB` : "informational", budgetKb ? jsKb <= budgetKb : true);
  }
  const scores = (page) => `${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}`;
  const metrics = (page) => `LCP ${Math.round(page.lcp)} TBT ${Math.round(page.tbt)}`;
  const floorPage = figures.lighthouseFloor;
  if (floorPage) add("Lighthouse bare Next.js page", `${scores(floorPage)} ${metrics(floorPage)}`, "floor, informational", true);
  for (const page of figures.lighthouse ?? []) {
    const path = new URL(page.url).pathname;
    const pass =
      [page.performance, page.accessibility, page.bestPractices, page.seo].every((score) => score === 100) &&
      page.lcp <= LIGHTHOUSE_TARGET.lcpMs &&
      page.tbt <= LIGHTHOUSE_TARGET.tbtMs;
    add(`Lighthouse ${path}`, `${scores(page)} ${metrics(page)}`, `100s, LCP<=${LIGHTHOUSE_TARGET.lcpMs} TBT<=${LIGHTHOUSE_TARGET.tbtMs}`, pass);
    add(`CLS ${path}`, page.cls.toFixed(3), "0", page.cls === 0);
  }
  addFloorRows(figures, add);
  addWeightRows(figures.weight, add);
  for (const { path, id, fcp, lcp } of figures.loadingScreen ?? []) {
    if (id !== "served") continue;
    const screenless = figures.loadingScreen.find((row) => row.path === path && row.id === "without");
    add(
      `loading screen's LCP cost ${path}`,
      `${Math.round(lcp - screenless.lcp)} ms (FCP ${Math.round(fcp)}, LCP ${Math.round(lcp)})`,
      `LCP <= ${LOADING_SCREEN_MAX_COST_MS} ms later than without it`,
      lcp - screenless.lcp <= LOADING_SCREEN_MAX_COST_MS,
    );
  }
}

// #24 item 2: against the bare Next.js page measured in the same run (full runs only: --quick
// builds no bare page). Wizards may carry more script than a content page.
const FLOOR_TARGET = { lcpRatio: 1.15, tbtMs: 30, contentJsKb: 12, wizardJsKb: 40 };
// #39 item 3 asks less of LCP than #24 did (both rows print): at most 1.5x the bare page's.
const LCP_RATIO_39 = 1.5;
const WIZARDS = new Set(["/career-form", "/business-form", "/partner-form"]);

function addFloorRows(figures, add) {
  const { pages } = figures.firstVisit ?? {};
  const floorPage = figures.lighthouseFloor;
  if (floorPage) {
    for (const page of figures.lighthouse ?? []) {
      const path = new URL(page.url).pathname;
      add(
        `LCP ${path} vs bare Next.js`,
        `${Math.round(page.lcp)} ms = ${share(page.lcp, floorPage.lcp)} of ${Math.round(floorPage.lcp)}`,
        `<= ${FLOOR_TARGET.lcpRatio}x bare Next.js page`,
        page.lcp <= FLOOR_TARGET.lcpRatio * floorPage.lcp,
      );
      add(
        `LCP ${path} vs bare Next.js (#39)`,
        `${Math.round(page.lcp)} ms = ${share(page.lcp, floorPage.lcp)} of ${Math.round(floorPage.lcp)}`,
        `<= ${LCP_RATIO_39}x bare Next.js page`,
        page.lcp <= LCP_RATIO_39 * floorPage.lcp,
      );
      add(
        `TBT ${path} vs bare Next.js`,
        `${Math.round(page.tbt)} ms (bare ${Math.round(floorPage.tbt)})`,
        `<= bare + ${FLOOR_TARGET.tbtMs} ms`,
        page.tbt <= floorPage.tbt + FLOOR_TARGET.tbtMs,
      );
    }
  }
  // #39 item 4: the same target on the blocking time Chromium's trace shows (blocking-trace.mjs).
  const observed = figures.observedBlocking;
  for (const page of observed?.pages ?? []) {
    add(
      `observed TBT ${new URL(page.url).pathname} vs bare Next.js`,
      `${Math.round(page.medianMs)} ms (bare ${Math.round(observed.bare.medianMs)})`,
      `<= bare + ${FLOOR_TARGET.tbtMs} ms, traced`,
      page.medianMs <= observed.bare.medianMs + FLOOR_TARGET.tbtMs,
    );
  }
  // #39 item 1: counted as transferred until idle, both builds weighed alike (pages.mjs).
  const floorKb = figures.firstVisit?.floorTransferredKb;
  if (floorKb === undefined) return;
  for (const { path, transferredKb } of pages) {
    const overKb = transferredKb - floorKb;
    const allowed = WIZARDS.has(path) ? FLOOR_TARGET.wizardJsKb : FLOOR_TARGET.contentJsKb;
    add(
      `scripts transferred ${path} over bare Next.js`,
      `${fmt(transferredKb)} KB brotli = ${overKb >= 0 ? "+" : ""}${fmt(overKb)} KB over ${fmt(floorKb)}`,
      `<= +${allowed} KB`,
      overKb <= allowed,
    );
  }
}

/** #39 item 1: each content page's HTML and inline payload, the bare page's beside (full runs). */
function addWeightRows(weight, add) {
  if (!weight) return;
  const kbOf = (bytes) => `${fmt(bytes / 1024)} KB`;
  if (weight.bare)
    add("page weight, bare Next.js page", `HTML ${kbOf(weight.bare.rawBytes)}, payload ${kbOf(weight.bare.payloadBytes)}`, "floor, informational", true);
  for (const page of weight.pages.filter((one) => one.content)) {
    add(
      `page weight ${page.path}`,
      `HTML ${kbOf(page.rawBytes)}, payload ${kbOf(page.payloadBytes)}, svg ${kbOf(page.svgBytes)}`,
      `HTML <= ${WEIGHT_TARGET.htmlKb} KB, payload <= ${WEIGHT_TARGET.payloadKb} KB`,
      meetsWeight(page),
    );
  }
}

function printBetterAdapter(figures, adapters) {
  if (adapters.length < 2) return;
  const [better, other] = [...adapters].sort((a, b) => figures.subscribe[b].ours.rps - figures.subscribe[a].ours.rps);
  const [g, o] = [figures.subscribe[better].ours, figures.subscribe[other].ours];
  console.log(`\nbetter adapter for POST /api/subscribe: ${better} (${fmt(g.rps)} vs ${fmt(o.rps)} req/s, p99 ${g.p99} vs ${o.p99} ms)`);
}

function printTable(rows) {
  const columns = ["figure", "value", "target", "result"];
  const widths = columns.map((key) => Math.max(key.length, ...rows.map((row) => row[key].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  console.log(`\n${line(columns)}\n${line(widths.map((w) => "-".repeat(w)))}`);
  for (const row of rows) console.log(line(columns.map((key) => row[key])));
}
