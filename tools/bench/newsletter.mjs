// The newsletter sender: a campaign to 5,000 confirmed subscribers (plus pending and unsubscribed
// addresses that must get nothing) through a loopback SMTP catcher that logs every copy.
// - baseline: the same message sent 5,000 times straight through one pooled nodemailer transport
//   (baseline-newsletter-sender.mjs), no database;
// - uncapped (NEWSLETTER_RATE_PER_SECOND=0) and capped at a high rate: messages per second,
//   from the first claim to the last "sent" in the database;
// - SIGTERM half-way, then a restart: every subscriber exactly one copy;
// - SIGKILL half-way, then a restart: no second copy for anyone; the rows that were in flight are
//   "unknown" (not resent by design, see lib/runtime/newsletter/sender.ts) and the catcher tells how many
//   of them had in fact arrived.
// `--only newsletter` runs this section alone.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { root } from "../../server/lib.mjs";
import { pick } from "./quick.mjs";
import { campaignState, check, deliveries, OTHERS, receivedCopies, seed, SUBSCRIBERS } from "./newsletter-rows.mjs";
import { startApp, startProcess, freePort } from "./servers.mjs";

const require = createRequire(path.join(root, "package.json"));
const sharp = require("sharp");

const here = path.dirname(new URL(import.meta.url).pathname);
// Rates set "high" (the default is 10/s): the limiter should reach each, machine allowing.
const CAPPED_RATES = (process.env.BENCH_NEWSLETTER_RATES ?? pick("100,200", "200")).split(",").map(Number);
const CONNECTIONS = 5;
// After the SIGKILL the copies the dead process held wait out its claim lease (5 minutes by
// default) before the campaign can end; --quick shortens the lease to its minimum.
const QUICK_LEASE = pick({}, { NEWSLETTER_CLAIM_LEASE_SECONDS: "5" });
const STALL_MS = pick(300, 5) * 1000 + 120_000;
const ADAPTER = "better-sqlite3";
const MESSAGE = Array.from(
  { length: 8 },
  (_, i) => `Paragraph ${i + 1} of this month's news from Solutions At One Place: openings, services and events in Kanpur.`,
).join("\n\n");
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const NEWSLETTER_TARGETS = { uncappedPerSecond: 200, cappedShare: 0.9 };

async function warmUp(url, token, image) {
  const form = new FormData();
  form.append("subject", "");
  form.append("message", "");
  form.append("image", new Blob([image], { type: "image/jpeg" }), "banner.jpg");
  const answer = await fetch(`${url}/api/send-newsletter`, { method: "POST", body: form, headers: { cookie: `sid=${token}` } });
  const body = await answer.text();
  if (answer.status !== 422) throw new Error(`the warm-up POST /api/send-newsletter answered ${answer.status}, not 422: ${body}`);
}

async function postCampaign(url, token, subject, image) {
  const form = new FormData();
  form.append("subject", subject);
  form.append("message", MESSAGE);
  form.append("image", new Blob([image], { type: "image/jpeg" }), "banner.jpg");
  const started = performance.now();
  const response = await fetch(`${url}/api/send-newsletter`, { method: "POST", body: form, headers: { cookie: `sid=${token}` } });
  const body = await response.json();
  if (response.status !== 202) throw new Error(`POST /api/send-newsletter answered ${response.status}: ${JSON.stringify(body)}`);
  return { ...body, answerMs: performance.now() - started };
}

/**
 * Polls `check` until it gives a value. It fails when the campaign stops moving, not when it is
 * slow: no copy changed state for STALL_MS (longer than a dead process's claim lease, which the
 * SIGKILL round waits out), as a busy machine may take many minutes for 5,000 copies.
 */
async function until(check, progress, { everyMs = 100 } = {}) {
  let last = progress();
  let movedAt = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    const now = progress();
    if (now !== last) [last, movedAt] = [now, Date.now()];
    if (Date.now() - movedAt > STALL_MS) throw new Error(`the campaign stopped moving: no copy changed state for ${STALL_MS / 1000} s`);
    await delay(everyMs);
  }
}

export async function newsletterFigures({ tmpDir, freshDb, track, watch }) {
  console.log(`\n-- newsletter: a campaign to ${SUBSCRIBERS} confirmed subscribers (+${OTHERS} pending/unsubscribed) through a loopback SMTP catcher --`);
  const logFile = path.join(tmpDir, "newsletter-received.tsv");
  const smtpPort = await freePort();
  const smtp = await track(
    startProcess("smtp catcher", [path.join(here, "smtp-count.mjs")], {
      env: { ...process.env, PORT: String(smtpPort), OUT: logFile },
      readyText: "[smtp] ready",
    }),
  );
  const dbInfo = freshDb("newsletter");
  const seeded = seed(dbInfo.file);
  const imageFile = path.join(tmpDir, "banner.jpg");
  const image = await sharp({ create: { width: 800, height: 300, channels: 3, background: "#1d4ed8", noise: { type: "gaussian", mean: 120, sigma: 12 } } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  fs.writeFileSync(imageFile, image);

  // A one-shot process, run to completion (not a server for startProcess).
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(here, "baseline-newsletter-sender.mjs"), String(smtpPort), String(SUBSCRIBERS), String(CONNECTIONS), String(CONNECTIONS * 2), imageFile],
    { cwd: root },
  );
  const [, , seconds] = stdout.trim().split(" ");
  const baseline = { perSecond: SUBSCRIBERS / Number(seconds) };
  console.log(
    `  baseline: bare pooled nodemailer (${CONNECTIONS} connections, ${CONNECTIONS * 2} in flight, no DB): ${baseline.perSecond.toFixed(1)} messages/s`,
  );

  const start = (rate) =>
    track(
      startApp({
        adapter: ADAPTER,
        databaseUrl: dbInfo.url,
        smtpPort,
        tmpDir,
        name: "newsletter",
        env: { NEWSLETTER_RATE_PER_SECOND: String(rate), NEWSLETTER_SMTP_CONNECTIONS: String(CONNECTIONS), ...QUICK_LEASE },
      }),
    );

  const operatorToken = seeded.token;
  async function run(label, rate, kill) {
    let app = await start(rate);
    let watcher = watch(app.pid);
    await warmUp(app.url, operatorToken, image);
    const posted = await postCampaign(app.url, operatorToken, `Bench ${label}`, image);
    // The copies by state: changes whenever a copy is claimed, sent, failed or marked unknown.
    const moved = () => JSON.stringify(campaignState(dbInfo.file, posted.campaignId).counts);
    const wallStart = performance.now();
    let killed;
    if (kill) {
      await until(() => (campaignState(dbInfo.file, posted.campaignId).counts.sent ?? 0) >= SUBSCRIBERS / 2, moved, { everyMs: 20 });
      const downAt = performance.now();
      await (kill === "SIGTERM" ? app.stop() : app.kill("SIGKILL"));
      watcher.stop();
      killed = { ...campaignState(dbInfo.file, posted.campaignId).counts };
      app = await start(rate);
      watcher = watch(app.pid);
      killed.downSeconds = (performance.now() - downAt) / 1000;
    }
    const state = await until(() => {
      const current = campaignState(dbInfo.file, posted.campaignId);
      return current.status !== "sending" ? current : null;
    }, moved);
    const wallSeconds = (performance.now() - wallStart) / 1000;
    await app.stop();
    watcher.stop();
    const sent = state.counts.sent ?? 0;
    const spanSeconds = (Date.parse(state.span.last) - Date.parse(state.span.first)) / 1000;
    const result = {
      label,
      rate,
      kill,
      answerMs: posted.answerMs,
      recipients: posted.recipients,
      counts: state.counts,
      status: state.status,
      perSecond: sent / spanSeconds,
      wallSeconds,
      killed,
      ...check(deliveries(dbInfo.file, posted.campaignId), receivedCopies(logFile), seeded),
    };
    const counts = Object.entries(state.counts)
      .map(([k, n]) => `${k}=${n}`)
      .join(" ");
    console.log(
      `  ${label.padEnd(26)} POST answered in ${posted.answerMs.toFixed(0)} ms (${posted.recipients} deliveries stored); campaign ${state.status}: ${counts}`,
    );
    if (!kill) console.log(`  ${"".padEnd(26)} ${result.perSecond.toFixed(1)} messages/s (first claim to last sent; rate setting ${rate || "uncapped"})`);
    if (killed) {
      const before = Object.entries(killed)
        .filter(([k]) => k !== "downSeconds")
        .map(([k, n]) => `${k}=${n}`)
        .join(" ");
      console.log(`  ${"".padEnd(26)} at the ${kill}: ${before}; down ${killed.downSeconds.toFixed(1)} s; whole campaign ${wallSeconds.toFixed(1)} s`);
    }
    console.log(
      `  ${"".padEnd(26)} copies: exactly one=${result.once} duplicates=${result.duplicates} none=${result.missing}` +
        ` (unknown rows: ${result.unknownArrived} had arrived, ${result.unknownLost} had not); to pending/unsubscribed=${result.toOthers}; marked sent but never received=${result.sentNotReceived}`,
    );
    if (app.stderrLines > 0) console.log(`  ${"".padEnd(26)} app server wrote ${app.stderrLines} lines to stderr, the first: ${app.firstStderr}`);
    return result;
  }

  const uncapped = await run("uncapped", 0);
  const capped = [];
  for (const rate of CAPPED_RATES) capped.push(await run(`capped at ${rate}/s`, rate));
  const sigterm = await run("SIGTERM half-way, restart", 0, "SIGTERM");
  const sigkill = await run("SIGKILL half-way, restart", 0, "SIGKILL");
  const { averageBytes } = receivedCopies(logFile);
  console.log(
    `  average message size ${(averageBytes / 1024).toFixed(1)} KB (image inline); ratio uncapped/baseline: ${(uncapped.perSecond / baseline.perSecond).toFixed(2)}x`,
  );
  await smtp.stop();
  return { baseline, uncapped, capped, sigterm, sigkill, subscribers: SUBSCRIBERS };
}

export function addNewsletterRows(figures, add) {
  const { baseline, uncapped, capped, sigterm, sigkill, subscribers } = figures;
  add(
    "newsletter msg/s uncapped",
    `${uncapped.perSecond.toFixed(1)} (${(uncapped.perSecond / baseline.perSecond).toFixed(2)}x bare nodemailer ${baseline.perSecond.toFixed(1)})`,
    `>= ${NEWSLETTER_TARGETS.uncappedPerSecond}/s`,
    uncapped.perSecond >= NEWSLETTER_TARGETS.uncappedPerSecond,
  );
  for (const run of capped) {
    add(
      `newsletter msg/s capped ${run.rate}/s`,
      run.perSecond.toFixed(1),
      `~${run.rate}/s (>= ${NEWSLETTER_TARGETS.cappedShare}x, <= 1.05x)`,
      run.perSecond >= NEWSLETTER_TARGETS.cappedShare * run.rate && run.perSecond <= 1.05 * run.rate,
    );
  }
  for (const run of [uncapped, ...capped, sigterm]) {
    add(
      `newsletter one copy each (${run.label})`,
      `once=${run.once}/${subscribers} dup=${run.duplicates} others=${run.toOthers}`,
      "every subscriber exactly one",
      run.exactlyOnce,
    );
  }
  add(
    `newsletter no second copy (${sigkill.label})`,
    `once=${sigkill.once} dup=${sigkill.duplicates} unknown=${sigkill.unknownArrived + sigkill.unknownLost}`,
    "0 duplicates; in-flight rows unknown, not resent",
    sigkill.duplicates === 0 && sigkill.toOthers === 0 && sigkill.sentNotReceived === 0,
  );
  add(
    `newsletter exactly once (${sigkill.label})`,
    `once=${sigkill.once}/${subscribers} lost=${sigkill.unknownLost}`,
    "every subscriber exactly one",
    sigkill.exactlyOnce,
  );
}
