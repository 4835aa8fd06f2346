// Malformed requests against every public POST endpoint and the upload endpoints of a production
// server of its own (own database and upload folder, so the counts below see only this test).
import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { fuzzRequests, type Endpoint } from "./support/fuzz-cases";
import { inboundCases, inboundPost, sendBySmtp } from "./support/inbound-fuzz";
import { E2E_INBOUND_TOKEN, E2E_REPLY_DOMAIN } from "./support/inbound-settings.mjs";
import { pathFuzzRequests } from "./support/path-fuzz";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { sendRaw, type RawAnswer, type RawRequest } from "./support/raw-http";
import { APPLICANT, BUSINESS_ANSWERS, CAREER_ANSWERS } from "../test/support/career-answers.mjs";

const SEED = 13;
const LEAK = /\n\s+at .*\.[cm]?js|prisma|SQLITE|SELECT |INSERT /i;

let server: OwnServer;
const inboundPort = Number(execFileSync(process.execPath, ["tools/free-port.mjs"], { encoding: "utf8" }));
const careerId = randomUUID();
const businessId = randomUUID();

function rowCounts(dbFile: string): Record<string, number> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string }>;
    return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]));
  } finally {
    db.close();
  }
}

function fileCount(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? fileCount(path.join(dir, entry.name)) : 1), 0);
}

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Google sign-in switched on, with its key server on a closed loopback port: the handler runs, nothing leaves the machine.
  server = await startOwnServer({
    GOOGLE_CLIENT_ID: "fuzz.apps.googleusercontent.com",
    GOOGLE_JWKS_URL: "http://127.0.0.1:9/certs",
    // Replies in, both ways: the receiver on a port of its own, the relay's endpoint with its token.
    REPLY_DOMAIN: E2E_REPLY_DOMAIN,
    INBOUND_MAIL_TOKEN: E2E_INBOUND_TOKEN,
    INBOUND_SMTP_PORT: String(inboundPort),
    INBOUND_SMTP_HOST: "127.0.0.1",
  });
  // One submission of each kind waiting for its resume, so the uploads reach the multipart reader.
  const post = (url: string, data: object) =>
    fetch(`${server.baseUrl}${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) });
  const career = await post("/api/users", {
    id: careerId,
    ...APPLICANT,
    emailAddress: "fuzz-career@example.com",
    ...CAREER_ANSWERS,
  });
  const business = await post("/api/business_users", {
    id: businessId,
    ...APPLICANT,
    emailAddress: "fuzz-business@example.com",
    ...BUSINESS_ANSWERS,
  });
  expect([career.status, business.status]).toEqual([200, 200]);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The server's answer, or, where there is none (a reset, a hang past 5 s), a problem noted under `label`. */
async function answerOrProblem(request: RawRequest, label: string, problems: string[]): Promise<RawAnswer | undefined> {
  try {
    return await sendRaw(server.port, request, 5000);
  } catch (error) {
    problems.push(`${label}: ${(error as Error).message}`);
    return undefined;
  }
}

test("hundreds of malformed requests: no 5xx, no hang, no leak, nothing stored, the server still up", async () => {
  const endpoints: Endpoint[] = [
    ...["/api/subscribe", "/api/users", "/api/business_users", "/api/partnership_users", "/api/feedback", "/api/contact", "/api/vitals"],
    ...["/api/create-blog", "/api/submit-blog", "/create-blog", "/submit-blog", "/api/newsletter/unsubscribe", "/api/newsletter/confirm"],
    ...["/api/admin/working-hours", "/api/admin/holidays"],
    // The operator's handlers refuse without a session before they read a body.
    ...["/api/admin/pipelines/move", "/api/admin/work/bulk"],
    ...["signup", "login", "logout", "verify-email", "resend-code", "forgot-password", "reset-password", "introduction", "google"].map(
      (name) => `/api/auth/${name}`,
    ),
    // Operator handlers: refused before their bodies are read, and nothing stored.
    ...["stages", "close-reasons", "rules"].map((name) => `/api/admin/workspace/${name}`),
  ].map((p) => ({ path: p }));
  endpoints.push({ path: `/api/upload-file/${careerId}`, upload: true }, { path: `/api/uploadBusinessFile/${businessId}`, upload: true });
  endpoints.push({ path: `/api/upload-file/${randomUUID()}`, upload: true }, { path: `/api/uploadBusinessFile/${randomUUID()}`, upload: true });

  const rowsBefore = rowCounts(server.dbFile);
  const filesBefore = fileCount(server.uploadDir);
  const requests = fuzzRequests(endpoints, server.baseUrl, SEED);
  expect(requests.length).toBeGreaterThanOrEqual(500);

  const statuses = new Map<number, number>();
  const perEndpoint = new Map<string, number>();
  const problems: string[] = [];
  const accepted: string[] = [];
  for (const request of requests) {
    const label = `${request.kind} → ${request.path.slice(0, 80)}`;
    const answer = await answerOrProblem(request, label, problems);
    if (!answer) continue;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    perEndpoint.set(request.endpoint, (perEndpoint.get(request.endpoint) ?? 0) + 1);
    if (answer.status < 300 && !request.endpoint.endsWith("/logout")) accepted.push(`${label}: ${answer.status} ${answer.body.slice(-120)}`);
    if (answer.status >= 500) problems.push(`${label}: ${answer.status} ${answer.body.slice(0, 200)}`);
    if (LEAK.test(answer.body)) problems.push(`${label}: leaks ${LEAK.exec(answer.body)?.[0]} in ${answer.body.slice(0, 200)}`);
  }
  console.log(`[fuzz] ${requests.length} requests (seed ${SEED}) to ${endpoints.length} endpoints`);
  console.log(`[fuzz] per endpoint: ${JSON.stringify(Object.fromEntries(perEndpoint))}`);
  console.log(`[fuzz] statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  expect(problems).toEqual([]);
  // A malformed request may be answered 2xx only where nothing is stored (logout; a sign-up answer that reveals nothing).
  console.log(`[fuzz] accepted: ${JSON.stringify(accepted, null, 1)}`);

  // Scratch files of refused uploads are removed just after the answer: give that a moment.
  await expect.poll(() => fileCount(server.uploadDir), { timeout: 5000 }).toBe(filesBefore);
  expect(rowCounts(server.dbFile)).toEqual(rowsBefore);
  const home = await fetch(`${server.baseUrl}/`);
  expect(home.status).toBe(200);
});

test("encoded paths and odd request targets: a 308 to the canonical path or a 400 before Next, nothing cached for long", async () => {
  const bases = ["/", "/about", "/contact", "/login", "/blogs", "/careers/jobs", "/api/health", "/api/subscribe", "/robots.txt", "/no-such-page"];
  const requests = pathFuzzRequests(bases, server.port, SEED, 400);
  const problems: string[] = [];
  const kinds = new Map<string, number>();
  for (const request of requests) {
    const label = `${request.kind}: ${request.method} ${JSON.stringify(request.path)}`;
    const answer = await answerOrProblem(request, label, problems);
    if (!answer) continue;
    kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
    const location = /^location: *(.*)$/im.exec(answer.head)?.[1]?.trim();
    if (answer.status !== request.expected.status) problems.push(`${label}: ${answer.status}, expected ${request.expected.status}`);
    else if (request.expected.status === 308 && location !== request.expected.location)
      problems.push(`${label}: to ${location}, expected ${request.expected.location}`);
    if (Number(/s-maxage=(\d+)/i.exec(answer.head)?.[1] ?? "0") > 300) problems.push(`${label}: a long shared lifetime in ${answer.head}`);
    if (LEAK.test(answer.body)) problems.push(`${label}: leaks ${LEAK.exec(answer.body)?.[0]}`);
  }
  console.log(`[fuzz] ${requests.length} path requests (seed ${SEED}): ${JSON.stringify(Object.fromEntries(kinds))}`);
  expect(problems).toEqual([]);
  // The canonical paths themselves still reach their pages, a 404 is kept by nobody.
  for (const base of bases) {
    const answer = await sendRaw(server.port, { method: "GET", path: base, headers: [], body: Buffer.alloc(0) }, 10_000);
    expect(answer.status, base).toBe(base === "/no-such-page" ? 404 : base === "/api/subscribe" ? 405 : 200);
    if (answer.status === 404) expect(answer.head).toMatch(/^cache-control: private, no-store\r?$/im);
  }
});

test("malformed inbound mail by SMTP and by the relay's POST: no 5xx, nothing stored from a refused message", async () => {
  const to = `fuzz@${E2E_REPLY_DOMAIN}`;
  const problems: string[] = [];
  const messages = () => rowCounts(server.dbFile).Message ?? 0;
  const spool = path.join(server.dir, "var", "inbound-spool");
  const outcomes: string[] = [];
  for (const { name, raw } of inboundCases(to, SEED)) {
    for (const via of ["http", "smtp"] as const) {
      const rowsBefore = rowCounts(server.dbFile);
      const filesBefore = fileCount(server.uploadDir);
      let code: number;
      if (via === "http") code = (await answerOrProblem(inboundPost(raw, E2E_INBOUND_TOKEN), name, problems))?.status ?? 0;
      else code = await sendBySmtp(inboundPort, to, raw);
      outcomes.push(`${via} ${name}: ${code}`);
      const taken = via === "http" ? code === 200 || code === 202 : code === 250;
      // A message taken by SMTP waits in the spool until its loop has filed it (or its reader refused it).
      if (taken && via === "smtp") await expect.poll(() => fileCount(spool), { timeout: 10_000 }).toBe(0);
      if (code === 0 || (via === "http" ? code >= 500 : code < 500 && !taken)) problems.push(`${via} ${name}: ${code}`);
      if (taken && messages() - (rowsBefore.Message ?? 0) > 1) problems.push(`${via} ${name}: stored twice`);
      if (!taken) {
        await expect.poll(() => fileCount(server.uploadDir), { timeout: 5000 }).toBe(filesBefore);
        if (JSON.stringify(rowCounts(server.dbFile)) !== JSON.stringify(rowsBefore)) problems.push(`${via} ${name}: refused, yet rows changed`);
      }
    }
  }
  // Nothing was set aside in the spool as unreadable or failing.
  expect(fs.readdirSync(spool)).toEqual([]);
  // Another domain is refused at RCPT TO.
  expect(await sendBySmtp(inboundPort, "someone@elsewhere.example", Buffer.from("Subject: x\r\n\r\nx"))).toBe(550);
  console.log(`[fuzz] inbound: ${JSON.stringify(outcomes, null, 1)}`);
  expect(problems).toEqual([]);
  // Names keep no line break, whatever the encoded words said.
  const db = new Database(server.dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT "fromName", "subject" FROM "Message"').all() as Array<{ fromName: string | null; subject: string }>;
    const names = db.prepare('SELECT "name" FROM "MessageAttachment"').all() as Array<{ name: string }>;
    expect([...rows.flatMap((row) => [row.fromName ?? "", row.subject]), ...names.map((row) => row.name)].filter((text) => /[\r\n]/.test(text))).toEqual([]);
  } finally {
    db.close();
  }
});
