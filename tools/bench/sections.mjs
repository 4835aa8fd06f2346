// Each section of the bench runs on its own: one that throws, crashes a process it started or
// produces no figure is recorded as FAILED with the reason, and the next section still runs. The
// checks here are about correctness only (something measured, no wrong answer, every row and copy
// where it belongs), never about speed: speed targets stay in the summary table, and a request
// autocannon gave up on after 10 s is slow, not wrong (a busy machine makes many). Whether a route
// works at all is asked of one request sent alone before each load run, which must succeed. At the end a table of the
// sections is printed and the exit code is 1 if any failed, so `npm test` (which runs `--quick`)
// names the section that broke.

const finite = (n) => typeof n === "number" && Number.isFinite(n);
const problems = (...pairs) => pairs.filter(([ok]) => !ok).map(([, message]) => message);

/** Problems of a load run: no figure, nothing sent, or an answer of another status than `expected`. */
const loadRun = (label, run, expected = /^2\d\d$/) => {
  const codes = Object.keys(run?.statusCodes ?? {});
  return problems(
    [finite(run?.rps) && finite(run?.p99), `${label}: no req/s or p99`],
    [(run?.ok ?? 0) + (run?.non2xx ?? 0) + (run?.errors ?? 0) > 0, `${label}: no request made`],
    [codes.every((code) => expected.test(code)), `${label}: answered ${codes.map((code) => `${code}:${run.statusCodes[code].count}`).join(" ")}`],
  );
};

/**
 * Every 2xx has its row, and a row without a 2xx belongs to a request autocannon gave up on (a
 * machine busy enough to make it wait 10 s is slow, not wrong).
 */
const storedOnce = (label, run) =>
  problems([
    run?.stored?.missing === 0 && run.stored.unanswered <= run.timeouts,
    `${label}: ${run?.stored?.rows} rows for ${run?.ok} 2xx answers (2xx with no row ${run?.stored?.missing}, rows with no 2xx ${run?.stored?.unanswered}, timeouts ${run?.timeouts})`,
  ]);

export const CHECKS = {
  subscribe: ({ ours, base }) => [...loadRun("app", ours), ...loadRun("bare insert", base), ...storedOnce("app", ours), ...storedOnce("bare insert", base)],
  pages: (figures) => [
    ...(figures.firstVisit?.pages ?? []).flatMap(({ path, sizes, transferredKb, moduleKb }) =>
      problems(
        [sizes.scriptBytes > 0 && sizes.requests > 0, `first visit of ${path}: nothing received`],
        [transferredKb >= moduleKb, `first visit of ${path}: fewer scripts transferred than its HTML names`],
      ),
    ),
    ...problems(
      [(figures.firstVisit?.pages ?? []).length > 0, "no first-visit figure"],
      [(figures.lighthouse ?? []).length > 0, "no Lighthouse figure"],
      [(figures.weight?.pages ?? []).some((page) => page.path === "/" && page.payloadBytes > 0), "no page-weight figure for /"],
      [(figures.loadingScreen ?? []).length > 0, "no loading-screen figure"],
      [figures.jobPage?.job?.sizes?.scriptBytes > 0 && figures.jobPage?.job?.lighthouse?.accessibility > 0, "no job-page figure"],
      [finite(figures.caseStudyPage?.lighthouse?.lcp) && figures.caseStudyPage?.lighthouse?.accessibility > 0, "no case-study-page figure"],
    ),
    ...(figures.lighthouse ?? []).flatMap((page) => problems([finite(page.lcp) && page.accessibility > 0, `Lighthouse of ${page.url}: no score or LCP`])),
    ...(figures.loadingScreen ?? []).flatMap((row) => problems([finite(row.lcp), `loading screen ${row.path} (${row.id}): no LCP`])),
  ],
  get: (get) => [
    ...["app", "nextStart", "baseline"].flatMap((key) => loadRun(`GET / ${key}`, get[key])),
    ...["appConditional", "nextStartConditional", "baselineConditional"].flatMap((key) => loadRun(`GET / ${key}`, get[key], /^304$/)),
  ],
  applications: ({ ours, base, concurrent, total }) => [
    ...loadRun("app pairs", ours),
    ...loadRun("bare two writes", base),
    ...problems([
      concurrent?.match,
      `${total} applications: ${concurrent?.answered?.size} answered 200 twice, ${concurrent?.stored?.complete} stored whole` +
        ` (failures: ${JSON.stringify(concurrent?.failures)}, decrypted sha256 wrong ${concurrent?.stored?.badHash}, orphan files ${concurrent?.stored?.orphans})`,
    ]),
  ],
  auth: ({ ours, base, wrong, unknown }) => [
    ...loadRun("login", ours),
    ...loadRun("bare login", base),
    ...loadRun("wrong password", wrong, /^401$/),
    ...loadRun("unknown e-mail", unknown, /^401$/),
    // At least one session per 2xx; more when requests autocannon gave up on (warm-up's too) went through.
    ...problems([ours?.sessions >= ours?.ok, `login: ${ours?.sessions} session rows for ${ours?.ok} 2xx`]),
  ],
  blogs: ({ rows }) => [
    ...problems([rows.length > 0, "no figure"]),
    ...rows.filter((row) => /NaN|undefined/.test(row.value)).map((row) => `${row.figure}: ${row.value}`),
    ...rows.filter((row) => row.figure.includes("cover bytes") && !row.pass).map((row) => `${row.figure}: ${row.value}`),
  ],
  newsletter: ({ uncapped, capped, sigterm, sigkill, subscribers }) => [
    ...[uncapped, ...capped, sigterm].flatMap((run) =>
      problems(
        [
          run.exactlyOnce,
          `${run.label}: ${run.once}/${subscribers} exactly one copy, ${run.duplicates} duplicates, ${run.missing} none, ${run.toOthers} to others`,
        ],
        [run.kill || (finite(run.perSecond) && run.perSecond > 0), `${run.label}: no messages/s`],
      ),
    ),
    ...problems([
      sigkill.duplicates === 0 && sigkill.toOthers === 0 && sigkill.sentNotReceived === 0,
      `${sigkill.label}: ${sigkill.duplicates} duplicates, ${sigkill.toOthers} to others, ${sigkill.sentNotReceived} marked sent but never received`,
    ]),
  ],
  workspace: ({ rows }) => [
    ...problems([rows.length > 0, "no figure"]),
    ...rows.flatMap(({ figure, value, shows }) =>
      problems(
        [!/NaN|undefined/.test(value), `${figure}: ${value}`],
        [shows.cards === shows.expectedCards, `${figure}: the board shows ${shows.cards} cards, expected ${shows.expectedCards}`],
        [shows.listTotal === shows.expectedTotal, `${figure}: the list says ${shows.listTotal} applications, expected ${shows.expectedTotal}`],
      ),
    ),
  ],
  booking: ({ rows }) => [
    ...problems([rows.length > 0, "no figure"]),
    ...rows.flatMap((row) =>
      problems(
        [!/NaN|undefined/.test(row.value), `${row.figure}: ${row.value}`],
        [
          row.offered === row.expectedOffered,
          `${row.figure}: ${row.offered} times offered, expected ${row.expectedOffered} (a live hold offered or an expired one not)`,
        ],
      ),
    ),
  ],
  // Every reply sent was taken and stored as one row.
  inbound: ({ rows }) => [
    ...problems([rows.length > 0, "no figure"]),
    ...rows.flatMap((row) =>
      problems(
        [!/NaN|undefined|Infinity/.test(row.value), `${row.figure}: ${row.value}`],
        [row.refused === 0, `${row.figure}: ${row.refused} messages refused`],
        [row.stored === row.expectedStored, `${row.figure}: ${row.stored} rows for ${row.expectedStored} messages sent`],
      ),
    ),
  ],
  // Every hostile request answered as it should (the right status and body), every GET / beside it 200.
  hostile: ({ rows, wrong }) => [
    ...problems([rows.length > 0, "no figure"]),
    ...wrong,
    ...rows.filter((row) => /NaN|undefined|Infinity/.test(row.value)).map((row) => `${row.figure}: ${row.value}`),
  ],
  instances: (figures) =>
    Object.entries(figures)
      .filter(([key]) => !["scaling", "statements"].includes(key))
      .flatMap(([label, { subscribe, pair }]) => {
        const refused = (run) => Object.keys(run.statuses).filter((code) => !code.startsWith("2"));
        return problems(
          [
            subscribe.done + subscribe.timeouts > 0 && refused(subscribe).length === 0,
            `subscribe, ${label}: ${subscribe.done} 2xx, statuses ${JSON.stringify(subscribe.statuses)}`,
          ],
          [pair.done + pair.timeouts > 0 && refused(pair).length === 0, `career pair, ${label}: ${pair.done} pairs, statuses ${JSON.stringify(pair.statuses)}`],
        );
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
