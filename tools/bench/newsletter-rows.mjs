// The newsletter bench's rows: the seeded subscribers and operator, and what the sender left in the
// database and the SMTP catcher's log (tools/bench/newsletter.mjs).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "../../server/lib.mjs";
import { pick } from "./quick.mjs";

const require = createRequire(path.join(root, "package.json"));
const Database = require("better-sqlite3");

export const SUBSCRIBERS = pick(5000, 300);
export const OTHERS = pick(200, 20); // half pending, half unsubscribed
const sqlDate = (at) => at.toISOString().replace("Z", "+00:00");

export function seed(file) {
  const db = new Database(file);
  const now = sqlDate(new Date());
  const insert = db.prepare(`INSERT INTO "Subscriber" ("id", "email", "status", "consentAt", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?)`);
  const confirmed = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i}@example.com`);
  const others = Array.from({ length: OTHERS }, (_, i) => `${i % 2 ? "pending" : "left"}-${i}@example.com`);
  db.transaction(() => {
    confirmed.forEach((email) => insert.run(randomUUID(), email, "confirmed", now, now, now));
    others.forEach((email) => insert.run(randomUUID(), email, email.startsWith("pending") ? "pending" : "unsubscribed", now, now, now));
  })();
  const userId = randomUUID();
  const token = randomBytes(32).toString("base64url");
  db.prepare(
    `INSERT INTO "User" ("id", "email", "name", "role", "createdAt", "updatedAt") VALUES (?, 'bench-operator@example.com', 'Operator', 'operator', ?, ?)`,
  ).run(userId, now, now);
  // Past the second factor, as after /two-factor (enrolling needs a mailed code this catcher does
  // not keep; e2e/operator-2fa.spec.ts drives that): the bench measures the sender, not sign-in.
  db.prepare(`INSERT INTO "Session" ("id", "tokenHash", "userId", "expiresAt", "createdAt", "lastSeenAt", "secondFactorAt") VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    randomUUID(),
    createHash("sha256").update(token).digest("hex"),
    userId,
    sqlDate(new Date(Date.now() + 86_400_000)),
    now,
    now,
    now,
  );
  db.close();
  return { token, confirmed: new Set(confirmed), others: new Set(others) };
}

export function campaignState(file, campaignId) {
  const db = new Database(file, { readonly: true });
  try {
    const counts = Object.fromEntries(
      db
        .prepare(`SELECT "status", COUNT(*) AS n FROM "Delivery" WHERE "campaignId" = ? GROUP BY "status"`)
        .all(campaignId)
        .map((r) => [r.status, r.n]),
    );
    const campaign = db.prepare(`SELECT "status", "pauseReason" FROM "Campaign" WHERE "id" = ?`).get(campaignId);
    const span = db.prepare(`SELECT MIN("claimedAt") AS first, MAX("sentAt") AS last FROM "Delivery" WHERE "campaignId" = ?`).get(campaignId);
    return { counts, status: campaign?.status, pauseReason: campaign?.pauseReason, span };
  } finally {
    db.close();
  }
}

export function deliveries(file, campaignId) {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT "id", "email", "status" FROM "Delivery" WHERE "campaignId" = ?`).all(campaignId);
  } finally {
    db.close();
  }
}

/** Copies per delivery id, from the catcher's log. */
export function receivedCopies(logFile) {
  const copies = new Map();
  const byAddress = new Map();
  let bytes = 0;
  let lines = 0;
  for (const line of fs.readFileSync(logFile, "utf8").split("\n")) {
    if (!line) continue;
    const [address, id, size] = line.split("\t");
    const deliveryId = id.split("@")[0];
    copies.set(deliveryId, (copies.get(deliveryId) ?? 0) + 1);
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    bytes += Number(size);
    lines += 1;
  }
  return { copies, byAddress, averageBytes: lines ? bytes / lines : 0 };
}

export function check(rows, received, seeded) {
  let once = 0,
    duplicates = 0,
    missing = 0,
    unknownArrived = 0,
    unknownLost = 0;
  for (const row of rows) {
    const n = received.copies.get(row.id) ?? 0;
    if (n === 1) once += 1;
    if (n > 1) duplicates += 1;
    if (n === 0) missing += 1;
    if (row.status === "unknown" && n > 0) unknownArrived += 1;
    if (row.status === "unknown" && n === 0) unknownLost += 1;
  }
  const sentNotReceived = rows.filter((row) => row.status === "sent" && !received.copies.has(row.id)).length;
  const toOthers = [...seeded.others].reduce((sum, address) => sum + (received.byAddress.get(address) ?? 0), 0);
  const everyone = rows.length === seeded.confirmed.size && rows.every((row) => seeded.confirmed.has(row.email));
  return { once, duplicates, missing, unknownArrived, unknownLost, sentNotReceived, toOthers, exactlyOnce: everyone && once === rows.length && toOthers === 0 };
}

/** Loads the route and sharp once (a 422 for an empty subject), so the timed POST is a warm one. */
