// #25: a job's page with its quick-apply form against the jobs list it is reached from, in the
// same run: first-visit JavaScript (received, and the module scripts' brotli size) and Lighthouse.
import { audit, lighthouseLine } from "./lighthouse.mjs";
import { firstVisit } from "./measure.mjs";

export const JOB_PAGE_TARGET = { extraJsKb: 10, lighthousePoints: 2 };
const kb = (bytes) => bytes / 1024;

/** The first job the list links to (the seed's jobs are open). */
async function firstJobPath(listUrl) {
  const html = await (await fetch(listUrl)).text();
  const slug = /href="\/careers\/jobs\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error("the jobs list links to no job");
  return `/careers/jobs/${slug}`;
}

export async function jobPageFigures(app, moduleScriptKb) {
  const paths = ["/careers/jobs", await firstJobPath(`${app.url}/careers/jobs`)];
  console.log("\n-- a job's page (quick apply) against the jobs list: first visit and Lighthouse, mobile --");
  const visits = await firstVisit(paths.map((p) => app.url + p));
  const moduleKb = [];
  for (const p of paths) moduleKb.push(await moduleScriptKb(app.url + p));
  const audits = await audit(paths.map((p) => app.url + p));
  paths.forEach((p, i) => {
    console.log(`  ${p.padEnd(40)} JS ${kb(visits[i].scriptBytes).toFixed(1)} KB received, module scripts ${moduleKb[i].toFixed(1)} KB brotli`);
    console.log(lighthouseLine(audits[i]));
  });
  const [list, job] = paths.map((p, i) => ({ path: p, sizes: visits[i], moduleKb: moduleKb[i], lighthouse: audits[i] }));
  return { list, job };
}

export function addJobPageRows({ list, job }, add) {
  const extra = job.moduleKb - list.moduleKb;
  add(
    "module JS of a job page over /careers/jobs",
    `${job.moduleKb.toFixed(1)} KB brotli = ${extra >= 0 ? "+" : ""}${extra.toFixed(1)} KB`,
    `<= +${JOB_PAGE_TARGET.extraJsKb} KB`,
    extra <= JOB_PAGE_TARGET.extraJsKb,
  );
  const [ours, theirs] = [job.lighthouse.performance, list.lighthouse.performance];
  add(
    "Lighthouse perf of a job page vs /careers/jobs",
    `${ours} vs ${theirs}`,
    `within ${JOB_PAGE_TARGET.lighthousePoints} points`,
    ours >= theirs - JOB_PAGE_TARGET.lighthousePoints,
  );
}
