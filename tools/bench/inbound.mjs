// Replies in over SMTP (#38): messages/s into the site's built-in receiver (each checked for its
// shape and written encrypted to the spool before its 250) beside a bare smtp-server keeping the
// same messages in memory (inbound-bare.mjs), both on loopback, from the same pooled nodemailer
// client. Then how fast the spool's loop filed them (each parsed within its limits, its raw bytes
// and its attachment stored encrypted, a Message row and the notices in one transaction): from the
// first message sent until the last row is stored. Every message sent must be one row.
import net from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "../../server/lib.mjs";
import { pick } from "./quick.mjs";
import { freePort, startApp, startProcess } from "./servers.mjs";

const require = createRequire(path.join(root, "package.json"));
const Database = require("better-sqlite3");
const nodemailer = require("nodemailer");

const REPLY_DOMAIN = "replies.bench.test";
const MESSAGES = pick(1500, 60);
const CONNECTIONS = 4;
const TARGET = 0.3;
// A reply as a mail program writes it: a paragraph, the quoted message, and a small text file.
const QUOTED = Array.from({ length: 40 }, (_, n) => `> line ${n} of the message the team sent, quoted back`).join("\r\n");

function reply(n) {
  const lines = [
    `From: "Bench Applicant ${n}" <applicant-${n}@example.com>`,
    `To: hello@${REPLY_DOMAIN}`,
    `Subject: Re: Your application ${n}`,
    `Message-ID: <bench-${n}-${process.pid}@example.com>`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="bench"',
    "",
    "--bench",
    "Content-Type: text/plain; charset=utf-8",
    "",
    `Thank you, Tuesday at ten works for me. (${n})`,
    "",
    "On Monday, the team wrote:",
    QUOTED,
    "--bench",
    'Content-Type: text/plain; name="notes.txt"',
    'Content-Disposition: attachment; filename="notes.txt"',
    "",
    `Notes of applicant ${n}.`,
    "--bench--",
    "",
  ];
  return Buffer.from(lines.join("\r\n"));
}

async function listening(port, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    const up = await new Promise((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port }, () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listens on the inbound port ${port}`);
}

/** Sends every message over a pool of CONNECTIONS; messages/s and how many were refused. */
async function sendAll(port, messages) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, pool: true, maxConnections: CONNECTIONS, maxMessages: Infinity, ignoreTLS: true });
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    messages.map((raw) => transport.sendMail({ envelope: { from: "applicant@example.com", to: `hello@${REPLY_DOMAIN}` }, raw })),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  const refused = outcomes.filter((outcome) => outcome.status === "rejected");
  return { perSecond: messages.length / seconds, seconds, refused: refused.length, firstRefusal: refused[0]?.reason?.message };
}

/** Waits until `expected` replies are stored (the spool drained), at most `timeoutMs`; the count and when. */
async function drained(dbFile, expected, timeoutMs = 180_000) {
  const deadline = performance.now() + timeoutMs;
  let stored = storedReplies(dbFile);
  while (stored < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stored = storedReplies(dbFile);
  }
  return { stored, at: performance.now() };
}

const storedReplies = (dbFile) => {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT COUNT(*) FROM "Message" WHERE "direction" = 'in'`).pluck().get();
  } finally {
    db.close();
  }
};

export async function inboundFigures({ smtp, tmpDir, freshDb, track, watch }) {
  const messages = Array.from({ length: MESSAGES }, (_, n) => reply(n));
  const warm = Array.from({ length: 10 }, (_, n) => reply(MESSAGES + n));
  const appDb = freshDb("app-inbound");
  const inboundPort = await freePort();
  const env = { REPLY_DOMAIN, INBOUND_SMTP_PORT: String(inboundPort), INBOUND_SMTP_HOST: "127.0.0.1" };
  const app = await track(startApp({ adapter: "better-sqlite3", databaseUrl: appDb.url, smtpPort: smtp.port, tmpDir, name: "inbound", env }));
  const watcher = watch(app.pid);
  let ours;
  let filed;
  try {
    console.log(`\n-- replies in over SMTP: ${MESSAGES} messages, ${CONNECTIONS} pooled connections, loopback --`);
    await listening(inboundPort);
    await sendAll(inboundPort, warm);
    await drained(appDb.file, warm.length);
    const started = performance.now();
    ours = await sendAll(inboundPort, messages);
    filed = await drained(appDb.file, MESSAGES + warm.length);
    filed.perSecond = MESSAGES / ((filed.at - started) / 1000);
    filed.afterLast = filed.at - started - ours.seconds * 1000;
  } finally {
    watcher.stop();
    await app.stop();
  }
  const stored = storedReplies(appDb.file);
  const barePort = await freePort();
  const bare = await track(
    startProcess("bare smtp-server (memory)", [path.join(root, "tools/bench/inbound-bare.mjs")], {
      env: { ...process.env, PORT: String(barePort), REPLY_DOMAIN },
      readyText: "[inbound-bare] ready",
    }),
  );
  let base;
  try {
    await sendAll(barePort, warm);
    base = await sendAll(barePort, messages);
  } finally {
    await bare.stop();
  }
  const share = ours.perSecond / base.perSecond;
  console.log(
    `  ${"site receiver".padEnd(30)} ${ours.perSecond.toFixed(1).padStart(8)} messages/s  (${ours.refused} refused${ours.firstRefusal ? `: ${ours.firstRefusal}` : ""})`,
  );
  console.log(`  ${"bare smtp-server, in memory".padEnd(30)} ${base.perSecond.toFixed(1).padStart(8)} messages/s  (${base.refused} refused)`);
  console.log(
    `  ${"filed by the spool's loop".padEnd(30)} ${filed.perSecond.toFixed(1).padStart(8)} messages/s  (the last ${(filed.afterLast / 1000).toFixed(1)} s after the last 250)`,
  );
  console.log(`  stored rows ${stored} for ${MESSAGES + warm.length} messages sent; ratio ${share.toFixed(2)}`);
  if (app.stderrLines > 0) console.log(`  app server wrote ${app.stderrLines} lines to stderr, the first: ${app.firstStderr}`);
  return {
    rows: [
      {
        figure: "inbound replies/s over SMTP",
        value: `${ours.perSecond.toFixed(1)} = ${share.toFixed(2)}x of ${base.perSecond.toFixed(1)} (bare smtp-server, memory)`,
        target: `>= ${TARGET}x bare`,
        pass: share >= TARGET,
        stored,
        expectedStored: MESSAGES + warm.length,
        refused: ours.refused + base.refused,
      },
      {
        figure: "inbound replies filed/s (spool drained)",
        value: `${filed.perSecond.toFixed(1)} = ${(filed.perSecond / base.perSecond).toFixed(2)}x of bare; last filed ${(filed.afterLast / 1000).toFixed(1)} s after the last 250`,
        target: "every reply filed",
        pass: stored === MESSAGES + warm.length,
        stored,
        expectedStored: MESSAGES + warm.length,
        refused: 0,
      },
    ],
  };
}
