// POST /api/auth/login against a bare node:http server doing the same work (find the user, verify
// the argon2id hash, store a session row), at 10 connections: argon2 dominates both, so the ratio
// shows what the route adds. Then the same app with wrong passwords and with unknown addresses:
// their latencies should match, as an unknown address is verified against a dummy hash.
import { hash } from "@node-rs/argon2";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "../../server/lib.mjs";
import { load, loadLine } from "./measure.mjs";
import { startApp, startProcess, freePort } from "./servers.mjs";

const require = createRequire(path.join(root, "package.json"));
const Database = require("better-sqlite3");

const CONNECTIONS = 10;
const ACCOUNTS = 20;
const PASSWORD = "Bench!Pass1";
const here = path.dirname(new URL(import.meta.url).pathname);

async function seedAccounts(dbFile) {
  const passwordHash = await hash(PASSWORD, { algorithm: 2 });
  const db = new Database(dbFile);
  const insert = db.prepare(`INSERT INTO "User" ("id", "email", "name", "passwordHash", "role", "emailVerifiedAt", "createdAt", "updatedAt")
    VALUES (?, ?, 'Bench', ?, 'user', ?, ?, ?)`);
  const now = Date.now();
  for (let i = 0; i < ACCOUNTS; i++) insert.run(`bench-user-${i}`, `bench-${i}@example.com`, passwordHash, now, now, now);
  db.close();
}

function loginRequests(password, emailOf = (i) => `bench-${i % ACCOUNTS}@example.com`) {
  let n = 0;
  return [
    {
      method: "POST",
      path: "/api/auth/login",
      headers: { "content-type": "application/json" },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: emailOf(n++), password }) }),
    },
  ];
}

const sessionRows = (dbFile) => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(`SELECT COUNT(*) AS n FROM "Session"`).get().n;
  } finally {
    db.close();
  }
};

/** Warm-up, then the measured run; `dbFile` given, the session rows the measured run added. */
async function run(url, seconds, requests, dbFile, { alone = false } = {}) {
  // `alone`: one right login first, as the route loads on its first request, and it must work (see
  // run.mjs); not before the later runs, whose wrong passwords may have locked the account meanwhile.
  const first =
    alone &&
    (await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench-0@example.com", password: PASSWORD }),
    }));
  if (first && first.status !== 200) throw new Error(`POST /api/auth/login sent alone answered ${first.status}: ${await first.text()}`);
  if (first) await first.arrayBuffer();
  await load({ url, seconds: 1, connections: CONNECTIONS, requests });
  const before = dbFile ? sessionRows(dbFile) : 0;
  const result = await load({ url, seconds, connections: CONNECTIONS, requests });
  return { ...result, sessions: dbFile ? sessionRows(dbFile) - before : undefined };
}

export async function authFigures({ smtp, tmpDir, freshDb, track, watch, seconds }) {
  console.log(`\n-- POST /api/auth/login (autocannon, ${CONNECTIONS} connections, ${seconds} s, ${ACCOUNTS} verified accounts) --`);
  console.log("  baseline: bare node:http finding the user, verifying argon2id and inserting the session row");
  const appDb = freshDb("auth-app");
  await seedAccounts(appDb.file);
  const app = await track(startApp({ adapter: "better-sqlite3", databaseUrl: appDb.url, smtpPort: smtp.port, tmpDir, name: "auth" }));
  const watcher = watch(app.pid);
  let ours, wrong, unknown;
  try {
    ours = await run(app.url, seconds, loginRequests(PASSWORD), appDb.file, { alone: true });
    wrong = await run(app.url, seconds, loginRequests("Wrong!Pass1"));
    unknown = await run(
      app.url,
      seconds,
      loginRequests("Wrong!Pass1", (i) => `nobody-${i}@example.com`),
    );
  } finally {
    watcher.stop();
    await app.stop();
  }

  const bareDb = freshDb("auth-bare");
  await seedAccounts(bareDb.file);
  const port = await freePort();
  const bare = await track(
    startProcess("bare login server", ["--import", "tsx", path.join(here, "baseline-login-server.ts")], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: bareDb.url },
      readyText: "[login] ready",
    }),
  );
  let base;
  try {
    base = await run(`http://127.0.0.1:${port}`, seconds, loginRequests(PASSWORD), undefined, { alone: true });
  } finally {
    await bare.stop();
  }

  console.log(loadLine("app: right password", ours));
  console.log(loadLine("baseline: bare login", base));
  console.log(`  ratio ours/baseline: ${base.rps > 0 ? (ours.rps / base.rps).toFixed(2) : "n/a"}x`);
  console.log(`  session rows added ${ours.sessions} for ${ours.ok} 2xx answers: ${ours.sessions === ours.ok ? "match" : "MISMATCH"}`);
  console.log(loadLine("app: wrong password (401)", wrong));
  console.log(loadLine("app: unknown e-mail (401)", unknown));
  console.log(`  unknown/wrong-password throughput: ${(unknown.non2xx / Math.max(1, wrong.non2xx)).toFixed(2)}x (1.00x = indistinguishable by timing)`);
  return { ours, base, wrong, unknown };
}
