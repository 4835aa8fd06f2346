// Issue 37: the operator area's largest list, 10,000 applications each with its work item, opens its
// board (/admin/pipelines/applications, plain and searched) and its list (/admin/career-applications)
// in under 300 ms of server time each, on SQLite and on PostgreSQL. Sequential GETs on loopback with
// an operator's session, as the blog and booking sections time their pages; the baseline, measured
// in the same run on the same server, is the same pages with no application at all.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "../../server/lib.mjs";
import { prepareDb } from "../../server/prepare-db.mjs";
import { startPostgres } from "../postgres.mjs";
import { timeGets } from "./blogs.mjs";
import { pick } from "./quick.mjs";
import { startApp } from "./servers.mjs";

const require = createRequire(path.join(root, "package.json"));
const Database = require("better-sqlite3");
const pg = require("pg");

const APPLICATIONS = pick(10_000, 1_000);
const TARGET_MS = 300;
const PAGES = [
  ["board", "/admin/pipelines/applications"],
  ["board, searched", "/admin/pipelines/applications?q=gupta&owner=unassigned"],
  ["list", "/admin/career-applications"],
];
// Where the applications stand: most new or in screening, as a busy pipeline looks.
const STAGES = ["new", "new", "new", "new", "screening", "screening", "interview", "offer", "hired", "rejected", "withdrawn"];
const LAST_NAMES = ["Gupta", "Sharma", "Iyer", "Khan", "Das", "Rao", "Mehta", "Nair"];
const BATCH = 500;
const CARDS_PER_COLUMN = 50; // lib/content/workspace-board.ts BOARD_CARDS_PER_COLUMN
const DAY = 24 * 60 * 60 * 1000;

const sqliteDate = (at) => at.toISOString().replace("Z", "+00:00");

/** One writer over either database: `insert(table, rows)` in batches, `close()`. */
function sqliteWriter(file) {
  const db = new Database(file, { fileMustExist: true });
  return {
    date: sqliteDate,
    async insert(table, rows) {
      const columns = Object.keys(rows[0]);
      const statement = db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
      db.transaction(() => {
        for (const row of rows) statement.run(...columns.map((c) => row[c]));
      })();
    },
    async close() {
      db.close();
    },
  };
}

async function postgresWriter(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    date: (at) => at.toISOString(),
    async insert(table, rows) {
      const columns = Object.keys(rows[0]);
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH);
        const values = batch.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`);
        await client.query(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${values.join(", ")}`,
          batch.flatMap((row) => columns.map((c) => row[c])),
        );
      }
    },
    async close() {
      await client.end();
    },
  };
}

/** An operator past the second factor (its session token), and two colleagues who own some records. */
async function seedOperators(writer) {
  const now = writer.date(new Date());
  const users = ["Bench Operator", "Priya Owner", "Arjun Owner"].map((name, n) => ({
    id: randomUUID(),
    email: `bench-workspace-${n}@example.com`,
    name,
    role: "operator",
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  await writer.insert("User", users);
  const token = randomBytes(32).toString("base64url");
  const expires = writer.date(new Date(Date.now() + DAY));
  const tokenHash = createHash("sha256").update(token).digest("hex");
  await writer.insert("Session", [
    { id: randomUUID(), tokenHash, userId: users[0].id, expiresAt: expires, createdAt: now, lastSeenAt: now, secondFactorAt: now },
  ]);
  return { token, owners: [null, null, users[0].id, users[1].id, users[2].id] };
}

/** The applications and their items, received over the last 180 days, spread over the stages and owners. */
async function seedApplications(writer, owners) {
  const now = Date.now();
  const applications = [];
  const items = [];
  for (let n = 0; n < APPLICATIONS; n++) {
    const id = randomUUID();
    const at = writer.date(new Date(now - Math.floor((n / APPLICATIONS) * 180 * DAY) - n * 1000));
    const firstName = `Bench${n}`;
    const lastName = LAST_NAMES[n % LAST_NAMES.length];
    const email = `bench-${n}@example.com`;
    const stage = STAGES[n % STAGES.length];
    applications.push({
      id,
      firstName,
      lastName,
      phoneNumber: "+91 98765 43210",
      emailAddress: email,
      industry: "IT",
      position: "Developer",
      consentAt: at,
      createdAt: at,
    });
    items.push({
      id: `career:${id}`,
      kind: "career",
      recordId: id,
      pipeline: "applications",
      stageId: `applications:${stage}`,
      ownerId: owners[n % owners.length],
      name: `${firstName} ${lastName}`,
      email,
      title: "Senior developer (Pune)",
      receivedAt: at,
      movedAt: at,
    });
  }
  for (let start = 0; start < applications.length; start += 2000) {
    await writer.insert("CareerApplication", applications.slice(start, start + 2000));
    await writer.insert("WorkItem", items.slice(start, start + 2000));
  }
}

/** Cards the unfiltered board must show: each stage's newest 50, or all it holds when fewer. */
function expectedCards() {
  const perStage = new Map();
  for (let n = 0; n < APPLICATIONS; n++) perStage.set(STAGES[n % STAGES.length], (perStage.get(STAGES[n % STAGES.length]) ?? 0) + 1);
  return [...perStage.values()].reduce((sum, count) => sum + Math.min(CARDS_PER_COLUMN, count), 0);
}

/** What the pages say: the board's cards (one "Move to…" each) and the list's total. */
async function whatTheyShow(app, token) {
  const get = async (page) => (await (await fetch(`${app.url}${page}`, { headers: { cookie: `sid=${token}` } })).text()).replace(/<!-- -->/g, "");
  const cards = ((await get(PAGES[0][1])).match(/>Move to…</g) ?? []).length;
  const listTotal = Number(/Showing 1–\d+ of (\d+)/.exec(await get(PAGES[2][1]))?.[1] ?? NaN);
  return { cards, listTotal };
}

const ms = (n) => `${n.toFixed(1)} ms`;

/** Each page's server time on `app`, as the operator with `token` opens it. */
async function timePages(app, token) {
  const times = {};
  for (const [label, page] of PAGES) times[label] = await timeGets(`${app.url}${page}`, 200, { cookie: `sid=${token}` });
  return times;
}

async function measure(label, { app, writer, token, owners }) {
  const none = await timePages(app, token);
  await seedApplications(writer, owners);
  const many = await timePages(app, token);
  const { cards, listTotal } = await whatTheyShow(app, token);
  console.log(`  ${label}: the board shows ${cards} cards (expected ${expectedCards()}), the list says ${listTotal} applications`);
  const rows = [];
  for (const [page, pathName] of PAGES) {
    console.log(`  ${`${label}, ${page}: none`.padEnd(44)} median ${ms(none[page].median).padStart(9)}  p95 ${ms(none[page].p95).padStart(9)}`);
    console.log(`  ${`${label}, ${page}: ${APPLICATIONS}`.padEnd(44)} median ${ms(many[page].median).padStart(9)}  p95 ${ms(many[page].p95).padStart(9)}`);
    rows.push({
      figure: `${pathName} server time, ${APPLICATIONS} applications (${label})`,
      value: `median ${ms(many[page].median)} (none: ${ms(none[page].median)}), p95 ${ms(many[page].p95)}`,
      target: `< ${TARGET_MS} ms`,
      pass: many[page].median < TARGET_MS,
      shows: { cards, expectedCards: expectedCards(), listTotal, expectedTotal: APPLICATIONS },
    });
  }
  return rows;
}

export async function workspaceFigures({ smtp, tmpDir, freshDb, track, watch }) {
  console.log(`\n-- the applications board and list with ${APPLICATIONS} applications, beside none (sequential GETs, loopback, an operator's session) --`);
  const rows = [];
  const sqliteDb = freshDb("app-workspace");
  const sqlite = sqliteWriter(sqliteDb.file);
  const sqliteApp = await track(startApp({ adapter: "better-sqlite3", databaseUrl: sqliteDb.url, smtpPort: smtp.port, tmpDir, name: "workspace-sqlite" }));
  const watcher = watch(sqliteApp.pid);
  try {
    rows.push(...(await measure("SQLite", { app: sqliteApp, writer: sqlite, ...(await seedOperators(sqlite)) })));
  } finally {
    watcher.stop();
    await sqlite.close();
    await sqliteApp.stop();
  }

  const started = await startPostgres();
  let stopped;
  const cluster = await track(Promise.resolve({ ...started, name: "postgres (workspace)", stop: () => (stopped ??= started.stop()) }));
  try {
    // A PostgreSQL site needs its secret and storage key set (as the instances section sets them).
    const secrets = { APP_SECRET: randomBytes(32).toString("base64url"), STORAGE_KEY: randomBytes(32).toString("base64") };
    await prepareDb({ ...process.env, NODE_ENV: "production", DATABASE_URL: cluster.url, ...secrets });
    const postgres = await postgresWriter(cluster.url);
    const pgApp = await track(
      startApp({ adapter: "better-sqlite3", databaseUrl: cluster.url, smtpPort: smtp.port, tmpDir, name: "workspace-pg", env: secrets }),
    );
    try {
      rows.push(...(await measure("PostgreSQL", { app: pgApp, writer: postgres, ...(await seedOperators(postgres)) })));
    } finally {
      await postgres.close();
      await pgApp.stop();
    }
  } finally {
    await cluster.stop();
  }
  return { rows, applications: APPLICATIONS };
}
