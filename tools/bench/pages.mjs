// The page figures: first visit in Debian's Chromium of the pages #14 names and the three wizards,
// Lighthouse, and the loading screen's paints, each beside a minimal static page and (not with
// --quick, which skips its second `next build`) the bare Next.js page of bare-next.mjs.
import fs from "node:fs";
import path from "node:path";
import { audit, lighthouseLine } from "./lighthouse.mjs";
import { startBareNext } from "./bare-next.mjs";
import { blockingLine, observedBlocking } from "./blocking-trace.mjs";
import { loadingScreenFigures } from "./loading-screen.mjs";
import { firstVisit } from "./measure.mjs";
import { caseStudyPageFigures } from "./case-study-page.mjs";
import { jobPageFigures } from "./job-page.mjs";
import { brotliBytes, namedScripts, transferredScriptKb } from "./page-scripts.mjs";
import { printWeights, weighBuild } from "./page-weight.mjs";
import { root } from "../../server/lib.mjs";
import { scriptsAfterPaint } from "../../server/scripts-after-paint.mjs";
import { pick, QUICK } from "./quick.mjs";
import { startStaticBaseline } from "./servers.mjs";
import { kb } from "./format.mjs";

// The pages #14 and #39 name: home, the four service pages, about, the blog index, a blog landing, a
// post, the job list, the case studies and the three wizards (a job page: job-page.mjs).
const LIGHTHOUSE_PATHS = [
  "/",
  "/it-consulting",
  "/business-consulting",
  "/digital-marketing",
  "/recruitment",
  "/about",
  "/blogs",
  "/business-blog",
  "/recruitment-blog/writing-a-role-brief",
  "/careers/jobs",
  "/case-studies",
  "/career-form",
  "/business-form",
  "/partner-form",
];
// #14's first-visit JavaScript budgets (KB received) by page kind; a post has none of its own.
const JS_BUDGET_KB = {
  "/": 100,
  "/it-consulting": 110,
  "/recruitment": 110,
  "/blogs": 100,
  "/business-blog": 110,
  "/recruitment-blog/writing-a-role-brief": undefined,
  "/career-form": 130,
  "/business-form": 130,
  "/partner-form": 130,
};
const MINIMAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head><body><h1>Hello</h1></body></html>\n`;

/** The bare static server of the baselines, serving the app's / as it answered and a minimal page. */
export async function staticBaseline(app, { tmpDir, track }) {
  const homeHtml = await (await fetch(`${app.url}/`)).text();
  const homeFile = path.join(tmpDir, "home.html");
  const minimalFile = path.join(tmpDir, "minimal.html");
  fs.writeFileSync(homeFile, homeHtml);
  fs.writeFileSync(minimalFile, MINIMAL_PAGE);
  return { homeHtml, bare: await track(startStaticBaseline({ homeFile, minimalFile })) };
}

/** The brotli KB of the module scripts (not the noModule polyfills) the page's HTML names. */
async function moduleScriptKb(url) {
  const html = await (await fetch(url)).text();
  htmlOfPage.set(url, html);
  const { all, noModule } = namedScripts(html);
  return [...all].filter((chunk) => !noModule.has(chunk)).reduce((sum, chunk) => sum + brotliBytes(path.join(root, ".next"), chunk), 0) / 1024;
}

const htmlOfPage = new Map();

/** What a page fetched beyond the scripts its HTML names, when anything: their files and weight. */
function lateScripts(urls, pageUrl, namedKb, transferredKb) {
  const named = namedScripts(htmlOfPage.get(pageUrl) ?? "").all;
  const late = urls.map((url) => new URL(url).pathname.replace(/^\/_next\//, "")).filter((chunk) => !named.has(chunk));
  if (late.length === 0) return "";
  return `fetched after its HTML's ${namedKb.toFixed(1)} KB: ${(transferredKb - namedKb).toFixed(1)} KB in ${late.map((chunk) => chunk.split("/").pop()).join(", ")}`;
}

// #39 item 4: Lighthouse's TBT beside the same quantity observed in Chromium's trace, against the
// bare Next.js page (--quick builds none: one load of / beside the minimal page, for the summary
// compares only with the bare page).
const BLOCKING_ROUNDS = pick(3, 1);

async function printObservedBlocking(pages, baselineUrl, baselineLabel) {
  console.log(`\n-- blocking time observed after first paint (Chromium trace, 4x CPU), median of ${BLOCKING_ROUNDS} interleaved loads --`);
  const results = await observedBlocking([...pages, baselineUrl], BLOCKING_ROUNDS);
  const ours = results.slice(0, pages.length);
  ours.forEach((result) => console.log(blockingLine(result, new URL(result.url).pathname)));
  console.log(blockingLine(results[pages.length], `baseline: ${baselineLabel}`));
  return { pages: ours, bare: results[pages.length] };
}

export async function pageFigures(app, figures, { tmpDir, track }) {
  const { bare } = await staticBaseline(app, { tmpDir, track });
  const bareNext = QUICK ? undefined : await track(startBareNext(tmpDir));
  const baselines = [`${bare.url}/minimal.html`, ...(bareNext ? [`${bareNext.url}/`] : [])];

  console.log("\n-- first visit (Chromium, fresh context, bytes received incl. headers; #14's budget by page kind) --");
  const paths = Object.keys(JS_BUDGET_KB);
  const visits = await firstVisit([...baselines, ...paths.map((p) => app.url + p)]);
  const [base, floor] = visits;
  const ours = visits.slice(baselines.length);
  const line = (label, s, budget) =>
    `  ${label.padEnd(40)} JS ${kb(s.scriptBytes).padStart(9)} (${s.scripts} files)` +
    `   total ${kb(s.totalBytes).padStart(9)} (${s.requests} responses, ${s.pending} open, ${s.failed} failed)${budget ? `   budget ${budget} KB` : ""}`;
  console.log(line("baseline: minimal page", base));
  if (bareNext) {
    console.log(line("baseline: bare Next.js page (next start, gzip)", floor));
    console.log(`  ${"".padEnd(40)} its ${bareNext.scripts} module scripts weigh ${bareNext.scriptKb.toFixed(1)} KB brotli: the framework's floor`);
  }
  ours.forEach((sizes, i) => console.log(line(`app ${paths[i]}`, sizes, JS_BUDGET_KB[paths[i]])));
  // Measured as the floor is (bare-next.mjs): the brotli size of the module scripts the HTML names.
  const moduleKb = [];
  for (const pagePath of paths) moduleKb.push(await moduleScriptKb(`${app.url}${pagePath}`));
  console.log(
    `  module scripts its HTML names, brotli (as the floor's${bareNext ? ` ${bareNext.scriptKb.toFixed(1)} KB` : ""}): ` +
      paths.map((pagePath, i) => `${pagePath} ${moduleKb[i].toFixed(1)} KB`).join(", "),
  );
  // #39: every script fetched until idle, each weighed as its build's brotli file (ours are sent so;
  // `next start` sends the bare page's gzip): the count the targets use. Beside the count above, the
  // difference is the chunks fetched after the HTML (named here), so the two counts agree.
  const nextDir = path.join(root, ".next");
  const transferredKb = ours.map((sizes) => transferredScriptKb(nextDir, sizes.scriptUrls));
  const floorTransferredKb = bareNext ? transferredScriptKb(bareNext.nextDir, floor.scriptUrls) : undefined;
  console.log(
    `  scripts transferred until idle, brotli as built${bareNext ? ` (bare Next.js page ${floorTransferredKb.toFixed(1)} KB)` : ""}: ` +
      paths.map((pagePath, i) => `${pagePath} ${transferredKb[i].toFixed(1)} KB`).join(", "),
  );
  ours.forEach((sizes, i) => {
    const later = lateScripts(sizes.scriptUrls, `${app.url}${paths[i]}`, moduleKb[i], transferredKb[i]);
    if (later) console.log(`    ${paths[i]}: ${later}`);
  });
  figures.firstVisit = {
    base,
    floor: bareNext ? floor : undefined,
    floorBrotliKb: bareNext?.scriptKb,
    floorTransferredKb,
    pages: ours.map((sizes, i) => ({
      path: paths[i],
      sizes,
      budgetKb: JS_BUDGET_KB[paths[i]],
      moduleKb: moduleKb[i],
      transferredKb: transferredKb[i],
    })),
  };

  // #39: every prerendered page's HTML, payload and inline SVG, beside the bare page's.
  const weights = weighBuild(path.join(root, ".next"), scriptsAfterPaint);
  const bareWeight = bareNext ? weighBuild(bareNext.nextDir).find((page) => page.path === "/") : undefined;
  printWeights(weights, bareWeight);
  figures.weight = { pages: weights, bare: bareWeight };

  console.log(
    `\n-- Lighthouse, mobile, ${QUICK ? "one run of one page (--quick)" : "median of 3 runs"} (Debian Chromium; baselines: the minimal page${bareNext ? ", the bare Next.js page" : ""}) --`,
  );
  const pages = LIGHTHOUSE_PATHS.slice(0, QUICK ? 1 : undefined).map((p) => `${app.url}${p}`);
  const audits = await audit([...pages, ...baselines]);
  audits.slice(0, pages.length).forEach((result) => console.log(lighthouseLine(result)));
  console.log(lighthouseLine(audits[pages.length], "baseline: minimal page"));
  if (bareNext) console.log(lighthouseLine(audits[pages.length + 1], "baseline: bare Next.js page"));
  figures.lighthouse = audits.slice(0, pages.length);
  figures.lighthouseFloor = bareNext ? audits[pages.length + 1] : undefined;
  const blocking = await printObservedBlocking(pages, bareNext ? `${bareNext.url}/` : baselines[0], bareNext ? "bare Next.js page" : "minimal page");
  figures.observedBlocking = bareNext ? blocking : undefined;
  await bareNext?.stop();

  figures.jobPage = await jobPageFigures(app, moduleScriptKb);
  figures.caseStudyPage = await caseStudyPageFigures(app);
  figures.loadingScreen = await loadingScreenFigures(app.url);
  await bare.stop();
  return figures;
}
