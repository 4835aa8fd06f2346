// Each section of the bench runs on its own: one that throws, crashes a process it started or
// produces no figure is recorded as FAILED with the reason, and the next section still runs. The
// checks here are about correctness only (something measured, every row and copy where it
// belongs), never about speed: speed targets stay in the summary table. At the end a table of the
// sections is printed and the exit code is 1 if any failed, so `npm test` (which runs `--quick`)
// names the section that broke.

const finite = (n) => typeof n === "number" && Number.isFinite(n);
const problems = (...pairs) => pairs.filter(([ok]) => !ok).map(([, message]) => message);

/** Problems of a load run: no 2xx at all, or no figure. */
const loadRun = (label, run) => problems([run?.ok > 0, `${label}: no 2xx answer`], [finite(run?.rps) && finite(run?.p99), `${label}: no req/s or p99`]);

/**
 * Every 2xx has its row, and a row without a 2xx belongs to a request autocannon gave up on (a
 * machine busy enough to make it wait 10 s is slow, not wrong).
 */
const storedOnce = (label, run) => problems([run?.stored?.missing === 0 && run.stored.unanswered <= run.timeouts,
  `${label}: ${run?.stored?.rows} rows for ${run?.ok} 2xx answers (2xx with no row ${run?.stored?.missing}, rows with no 2xx ${run?.stored?.unanswered}, timeouts ${run?.timeouts})`]);

export const CHECKS = {
  subscribe: ({ ours, base }) => [...loadRun("app", ours), ...loadRun("bare insert", base), ...storedOnce("app", ours), ...storedOnce("bare insert", base)],
  pages: (figures) => [
    ...(figures.firstVisit?.pages ?? []).flatMap(({ path, sizes }) => problems([sizes.scriptBytes > 0 && sizes.requests > 0, `first visit of ${path}: nothing received`])),
    ...problems([(figures.firstVisit?.pages ?? []).length > 0, "no first-visit figure"], [(figures.lighthouse ?? []).length > 0, "no Lighthouse figure"],
      [(figures.loadingScreen ?? []).length > 0, "no loading-screen figure"]),
    ...(figures.lighthouse ?? []).flatMap((page) => problems([finite(page.lcp) && page.accessibility > 0, `Lighthouse of ${page.url}: no score or LCP`])),
    ...(figures.loadingScreen ?? []).flatMap((row) => problems([finite(row.lcp), `loading screen ${row.path} (${row.id}): no LCP`])),
  ],
  get: (get) => ["app", "appConditional", "baseline", "baselineConditional"].flatMap((key) => loadRun(`GET / ${key}`, get[key])),
  applications: ({ ours, base, concurrent, total }) => [
    ...problems([ours?.pairs > 0, "app: no career pair stored"], [base?.pairs > 0, "bare two writes: no pair"]),
    ...problems([concurrent?.match, `${total} applications: ${concurrent?.answered?.size} answered 200 twice, ${concurrent?.stored?.complete} stored whole` +
      ` (failures: ${JSON.stringify(concurrent?.failures)}, decrypted sha256 wrong ${concurrent?.stored?.badHash}, orphan files ${concurrent?.stored?.orphans})`]),
  ],
  auth: ({ ours, base, wrong, unknown }) => [
    ...loadRun("login", ours),
    ...loadRun("bare login", base),
    ...problems([ours?.sessions === ours?.ok, `login: ${ours?.sessions} session rows for ${ours?.ok} 2xx`],
      [wrong?.non2xx > 0 && wrong?.ok === 0, "wrong password: not refused"], [unknown?.non2xx > 0 && unknown?.ok === 0, "unknown e-mail: not refused"]),
  ],
  blogs: ({ rows }) => [
    ...problems([rows.length > 0, "no figure"]),
    ...rows.filter((row) => /NaN|undefined/.test(row.value)).map((row) => `${row.figure}: ${row.value}`),
    ...rows.filter((row) => row.figure.includes("cover bytes") && !row.pass).map((row) => `${row.figure}: ${row.value}`),
  ],
  newsletter: ({ uncapped, capped, sigterm, sigkill, subscribers }) => [
    ...[uncapped, ...capped, sigterm].flatMap((run) => problems(
      [run.exactlyOnce, `${run.label}: ${run.once}/${subscribers} exactly one copy, ${run.duplicates} duplicates, ${run.missing} none, ${run.toOthers} to others`],
      [run.kill || (finite(run.perSecond) && run.perSecond > 0), `${run.label}: no messages/s`])),
    ...problems([sigkill.duplicates === 0 && sigkill.toOthers === 0 && sigkill.sentNotReceived === 0,
      `${sigkill.label}: ${sigkill.duplicates} duplicates, ${sigkill.toOthers} to others, ${sigkill.sentNotReceived} marked sent but never received`]),
  ],
  instances: (figures) => Object.entries(figures).filter(([key]) => key !== "scaling").flatMap(([label, { subscribe, pair }]) => {
    const refused = (run) => Object.keys(run.statuses).filter((code) => !code.startsWith("2"));
    return problems([subscribe.done > 0 && refused(subscribe).length === 0, `subscribe, ${label}: ${subscribe.done} 2xx, statuses ${JSON.stringify(subscribe.statuses)}`],
      [pair.done > 0 && refused(pair).length === 0, `career pair, ${label}: ${pair.done} pairs, statuses ${JSON.stringify(pair.statuses)}`]);
  }),
};

/**
 * Runs the sections in order. `started` is the bench's list of process handles: a process that
 * crashed while a section ran fails that section.
 */
export function sectionRunner(started) {
  const results = [];
  async function section(name, check, work) {
    const began = performance.now();
    const crashedBefore = new Set(started.filter((handle) => handle.crashed));
    console.log(`\n[bench] section ${name}`);
    let reasons;
    let value;
    try {
      value = await work();
      reasons = value === undefined ? ["no figure"] : check(value);
    } catch (error) {
      console.error(`[bench] section ${name} threw: ${error instanceof Error ? error.stack : error}`);
      reasons = [`error: ${error instanceof Error ? error.message : String(error)}`];
    }
    const crashed = started.filter((handle) => handle.crashed && !crashedBefore.has(handle));
    if (crashed.length > 0) reasons.push(`crashed: ${crashed.map((handle) => handle.name).join(", ")}`);
    results.push({ name, ok: reasons.length === 0, seconds: (performance.now() - began) / 1000, reasons });
    return reasons.length === 0 ? value : undefined;
  }
  function report() {
    console.log("\nsection            result  time");
    for (const { name, ok, seconds, reasons } of results) {
      console.log(`${name.padEnd(18)} ${(ok ? "ok" : "FAILED").padEnd(7)} ${seconds.toFixed(0).padStart(4)} s${ok ? "" : `  ${reasons.join("; ")}`}`);
    }
    const failed = results.filter((result) => !result.ok);
    if (failed.length > 0) console.error(`[bench] FAILED sections: ${failed.map((result) => result.name).join(", ")}`);
    return failed.length === 0;
  }
  return { section, report };
}
