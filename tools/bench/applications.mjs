// The career application pair: POST /api/users, then POST /api/upload-file/<id> with a 200 KB
// PDF, on each of 20 connections, against a bare node:http server doing the same two writes
// (insert the row, write the file) through the same Prisma client. Then 1,000 applications with
// at most 100 in flight, and a check of what is stored: every answered application has its row
// and its file exactly once, with the sha256 it was sent with, and no file is without its row.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { checkConfig, root } from "../../server/lib.mjs";
import { load, loadLine } from "./measure.mjs";
import { pick } from "./quick.mjs";
import { startApp, startApplicationBaseline } from "./servers.mjs";
import { CAREER_ANSWERS } from "../../test/support/career-answers.mjs";

const require = createRequire(path.join(root, "package.json"));
const Database = require("better-sqlite3");

const ADAPTER = "better-sqlite3";
const CONNECTIONS = 20;
const WARMUP_SECONDS = 1;
const PDF_BYTES = 200 * 1024;
const TOTAL = pick(1000, 200);
const IN_FLIGHT = 100;
const BOUNDARY = "bench-7d1f0c";

// A real PDF (the e2e fixture) padded with trailing spaces to 200 KB: still a PDF by its bytes.
const fixturePdf = fs.readFileSync(path.join(root, "e2e", "fixtures", "resume.pdf"));
const PDF = Buffer.concat([fixturePdf, Buffer.alloc(PDF_BYTES - fixturePdf.length, 0x20)]);
const PDF_SHA256 = createHash("sha256").update(PDF).digest("hex");
const MULTIPART = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
  PDF,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
const JSON_HEADERS = { "content-type": "application/json" };
const UPLOAD_HEADERS = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

function careerJson(id, email) {
  return JSON.stringify({
    id,
    firstName: "Bench",
    lastName: "Applicant",
    gender: "Other",
    location: "Kanpur",
    phoneNumber: "9876543210",
    emailAddress: email,
    ...CAREER_ANSWERS,
  });
}

/**
 * The pair as autocannon requests: each connection alternates the two, its context carrying the
 * id from the first to the second. An upload whose submission failed is skipped (null).
 * `nextIp`, when given, names each pair's visitor in X-Forwarded-For (a server with TRUST_PROXY=1
 * and rate limits on then limits each pair on its own).
 */
export function pairRequests(tag, outcome, nextIp) {
  let n = 0;
  // A new object for every request: autocannon writes the body's Content-Length into the headers
  // it is given, and a shared object kept the last length for later requests with other bodies
  // (the full bench's statement count then sent a wrong length and got Node's bare 400).
  const withIp = (headers, context) => (context.ip ? { ...headers, "x-forwarded-for": context.ip } : { ...headers });
  return [
    {
      method: "POST",
      path: "/api/users",
      setupRequest(request, context) {
        context.id = randomUUID();
        context.ip = nextIp?.();
        context.started = performance.now();
        return { ...request, headers: withIp(JSON_HEADERS, context), body: careerJson(context.id, `bench-${tag}-${n++}@example.com`) };
      },
      onResponse(status, _body, context) {
        context.created = status === 200;
      },
    },
    {
      method: "POST",
      setupRequest(request, context) {
        if (!context.created) return null;
        return { ...request, path: `/api/upload-file/${context.id}`, headers: withIp(UPLOAD_HEADERS, context), body: MULTIPART };
      },
      onResponse(status, _body, context) {
        if (status !== 200) return;
        outcome.uploaded.add(context.id);
        outcome.pairMs.push(performance.now() - context.started);
      },
    },
  ];
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function pairRun(server, tag, seconds) {
  // One pair alone first: a fresh server loads both routes on their first requests (see run.mjs).
  const id = randomUUID();
  const created = await post(`${server.url}/api/users`, undefined, JSON_HEADERS, Buffer.from(careerJson(id, `bench-first-${tag}@example.com`)));
  const uploaded = created === 200 ? await post(`${server.url}/api/upload-file/${id}`, undefined, UPLOAD_HEADERS, MULTIPART) : undefined;
  if (uploaded !== 200) throw new Error(`a career pair sent alone answered ${created}${uploaded ? ` then ${uploaded}` : ""}`);
  await load({ url: server.url, seconds: WARMUP_SECONDS, connections: CONNECTIONS, requests: pairRequests(`w${tag}`, { uploaded: new Set(), pairMs: [] }) });
  const outcome = { uploaded: new Set(), pairMs: [] };
  const result = await load({ url: server.url, seconds, connections: CONNECTIONS, requests: pairRequests(tag, outcome) });
  return {
    ...result,
    pairs: outcome.uploaded.size,
    pairsPerSecond: outcome.uploaded.size / result.elapsed,
    pairP99: Math.round(percentile(outcome.pairMs, 99)),
  };
}

/**
 * A POST through node:http: the body is one Buffer written with its Content-Length, and a failure
 * is the socket's own error (ECONNRESET, "socket hang up", ...). Not fetch: in the full run, 100 of
 * 1,000 uploads through Node's fetch failed with undici's UND_ERR_REQ_CONTENT_LENGTH_MISMATCH,
 * which undici raises when its request-body stream ends early while the socket is still open (a
 * socket the server closed ends the write quietly instead): the client cut the upload short, and
 * the server's "[http] unexpected error Error: aborted" lines were those cut uploads.
 */
function post(url, agent, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent, headers: { ...headers, "content-length": body.length } }, (response) => {
      response.on("error", reject);
      response.on("end", () => resolve(response.statusCode));
      response.resume();
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** `TOTAL` applications, `IN_FLIGHT` at a time, each the JSON submission then its upload. */
async function concurrentApplications(url, tag) {
  const answered = new Set();
  const failures = {};
  const failedAt = [];
  const fail = (step, status) => (failures[`${step} ${status}`] = (failures[`${step} ${status}`] ?? 0) + 1);
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < TOTAL) {
      const n = next++;
      const id = randomUUID();
      let step = "users";
      try {
        const created = await post(`${url}/api/users`, agent, JSON_HEADERS, Buffer.from(careerJson(id, `bench-${tag}-${n}@example.com`)));
        if (created !== 200) {
          fail("users", created);
          continue;
        }
        step = "upload";
        const uploaded = await post(`${url}/api/upload-file/${id}`, agent, UPLOAD_HEADERS, MULTIPART);
        if (uploaded === 200) answered.add(id);
        else fail("upload", uploaded);
      } catch (error) {
        failedAt.push((performance.now() - started) / 1000);
        fail(`${step} network`, error instanceof Error ? `${error.message}${"code" in error ? ` (${error.code})` : ""}` : String(error));
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  } finally {
    agent.destroy();
  }
  return { answered, failures, failedAt, seconds: (performance.now() - started) / 1000 };
}

/**
 * The file store's keyring as the app server built it (lib/core/storage/keys.ts from its settings),
 * and the project's own decryption: files are stored encrypted, so the plain bytes are compared.
 */
async function storedPlainBytes(appEnv) {
  const load = (file) => tsImport(path.join(root, "lib/core/storage", file), import.meta.url);
  const [{ storageKeyring }, { decryptBuffer, fileContext, MAGIC }] = await Promise.all([load("keys.ts"), load("encryption.ts")]);
  const ring = storageKeyring(await checkConfig(appEnv));
  return async (file, key) => {
    const stored = fs.readFileSync(file);
    // A plain file is read as it is, so that it is counted (plainAtRest) rather than failing the read.
    return { encrypted: stored.subarray(0, MAGIC.length).equals(MAGIC), plain: await decryptBuffer(stored, ring, fileContext(key), () => true) };
  };
}

/** What the stopped app stored, against the applications it answered 200 twice. */
async function checkStored(dbFile, uploadDir, answered, appEnv) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  let rows;
  try {
    rows = db.prepare(`SELECT id, resumeKey, resumeSha256, resumeUploadedAt FROM "CareerApplication"`).all();
  } finally {
    db.close();
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const careerDir = path.join(uploadDir, "career");
  const files = fs.existsSync(careerDir) ? fs.readdirSync(careerDir).map((name) => `career/${name}`) : [];
  const keys = new Set(rows.map((row) => row.resumeKey).filter(Boolean));
  const scratchDir = path.join(uploadDir, ".incoming");
  const scratch = fs.existsSync(scratchDir) ? fs.readdirSync(scratchDir).length : 0;
  const read = await storedPlainBytes(appEnv);
  let complete = 0;
  let badHash = 0;
  let plainAtRest = 0;
  for (const id of answered) {
    const row = byId.get(id);
    if (!row?.resumeKey || row.resumeUploadedAt === null) continue;
    const file = path.join(uploadDir, row.resumeKey);
    if (!fs.existsSync(file)) continue;
    const { encrypted, plain } = await read(file, row.resumeKey);
    if (!encrypted) plainAtRest += 1;
    const sha = createHash("sha256").update(plain).digest("hex");
    if (sha !== PDF_SHA256 || row.resumeSha256 !== PDF_SHA256) badHash += 1;
    else complete += 1;
  }
  const orphans = files.filter((file) => !keys.has(file)).length;
  const withoutFile = [...keys].filter((key) => !files.includes(key)).length;
  return { rows: rows.length, files: files.length, answered: answered.size, complete, badHash, plainAtRest, orphans, withoutFile, scratch };
}

const storedLine = (s) =>
  `  ${"".padEnd(28)} rows=${s.rows} files=${s.files} answered=${s.answered} stored whole=${s.complete}` +
  ` (sha256 of the decrypted file wrong ${s.badHash}, stored unencrypted ${s.plainAtRest}, files without a row ${s.orphans}, claimed rows without a file ${s.withoutFile}, scratch files left ${s.scratch})`;

export async function applicationFigures({ smtp, tmpDir, freshDb, track, watch, seconds }) {
  console.log(`\n-- POST /api/users + POST /api/upload-file/[id] with a 200 KB PDF (autocannon, ${CONNECTIONS} connections, ${seconds} s) --`);
  console.log("  baseline: bare node:http inserting the row, then writing the file, through the same Prisma client");
  const appDb = freshDb("app-applications");
  const app = await track(startApp({ adapter: ADAPTER, databaseUrl: appDb.url, smtpPort: smtp.port, tmpDir, name: "applications" }));
  const watcher = watch(app.pid);
  let ours;
  let concurrent;
  try {
    ours = await pairRun(app, "a", seconds);
    console.log(`\n-- ${TOTAL} applications, ${IN_FLIGHT} in flight (node:http, keep-alive), same server --`);
    concurrent = await concurrentApplications(app.url, "c");
  } finally {
    watcher.stop();
    await app.stop();
  }
  const pairLine = (label, r) => `${loadLine(label, r)}\n  ${"".padEnd(28)} ${r.pairsPerSecond.toFixed(1).padStart(8)} pairs/s  pair p99 ${r.pairP99} ms`;
  concurrent.stored = await checkStored(appDb.file, app.uploadDir, concurrent.answered, app.env);
  concurrent.match =
    concurrent.answered.size === TOTAL &&
    concurrent.stored.complete === TOTAL &&
    concurrent.stored.orphans === 0 &&
    concurrent.stored.badHash === 0 &&
    concurrent.stored.plainAtRest === 0 &&
    concurrent.stored.scratch === 0;
  const failed = Object.entries(concurrent.failures)
    .map(([key, count]) => `${key}: ${count}`)
    .join(", ");
  console.log(
    `  ${TOTAL} applications in ${concurrent.seconds.toFixed(1)} s, both steps 200: ${concurrent.answered.size}${failed ? ` (failed: ${failed})` : ""}`,
  );
  if (concurrent.failedAt.length > 0)
    console.log(`  network failures between ${concurrent.failedAt[0].toFixed(1)} s and ${concurrent.failedAt.at(-1).toFixed(1)} s of the run`);
  console.log(storedLine(concurrent.stored));
  console.log(`  every row and file exactly once: ${concurrent.match ? "yes" : "no"}`);
  if (app.stderrLines > 0) console.log(`  app server wrote ${app.stderrLines} lines to stderr, the first: ${app.firstStderr}`);

  const bareDb = freshDb("bare-applications");
  const bare = await track(startApplicationBaseline({ adapter: ADAPTER, databaseUrl: bareDb.url, uploadDir: path.join(tmpDir, "bare-uploads") }));
  let base;
  try {
    base = await pairRun(bare, "b", seconds);
  } finally {
    await bare.stop();
  }
  console.log("\n-- the pair, side by side --");
  console.log(pairLine("app (pairs)", ours));
  console.log(pairLine("baseline: bare two writes", base));
  console.log(`  ratio ours/baseline: ${base.pairsPerSecond > 0 ? (ours.pairsPerSecond / base.pairsPerSecond).toFixed(2) : "n/a"}x pairs/s`);
  return { ours, base, concurrent, total: TOTAL, connections: CONNECTIONS };
}
