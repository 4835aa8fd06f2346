// Scheduled upkeep as the operator sees it on the dashboard: the suite's server runs with
// UPKEEP_INTERVAL=off; a server of its own runs it every 30 seconds, and after a run that found three
// expired sessions the dashboard shows that run, what it removed and when the next is due.
import Database from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import { expect, operatorSessionIn, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations } from "./support/fixtures";
import { startOwnServer } from "./support/own-server";
import { formatDateTime } from "../lib/features/admin/dates";

const DAY = 24 * 60 * 60 * 1000;
// Long enough for the page to be read before a third run replaces the second on a busy machine,
// short enough not to hold a worker idle for a minute.
const INTERVAL_S = 30;

function expiredSessions(db: Database.Database, count: number): void {
  const userId = randomUUID();
  const now = sqlDate(new Date());
  db.prepare(`INSERT INTO "User" ("id", "email", "name", "role", "createdAt", "updatedAt") VALUES (?, ?, 'Visitor', 'user', ?, ?)`).run(
    userId,
    `gone-${userId.slice(0, 8)}@example.com`,
    now,
    now,
  );
  for (let i = 0; i < count; i += 1) {
    db.prepare(`INSERT INTO "Session" ("id", "tokenHash", "userId", "expiresAt", "createdAt", "lastSeenAt") VALUES (?, ?, ?, ?, ?, ?)`).run(
      randomUUID(),
      randomBytes(16).toString("hex"),
      userId,
      sqlDate(new Date(Date.now() - DAY)),
      now,
      now,
    );
  }
}

type RunRow = { startedAt: string; finishedAt: string | null; removed: string; trigger: string; error: string | null };

test("with UPKEEP_INTERVAL=off the dashboard says scheduled upkeep is off", async ({ page, operator }) => {
  expect(operator.role).toBe("operator");
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Scheduled upkeep" });
  await expect(section.getByText("Scheduled upkeep is off (UPKEEP_INTERVAL=off): only npm run retention removes anything.", { exact: true })).toBeVisible();
  await expect(section.getByText(/^Next run due:/)).toHaveCount(0);
});

test("the dashboard shows the last scheduled run: when, how long, what it removed, and when the next is due", async ({ browser }) => {
  test.setTimeout(240_000);
  const server = await startOwnServer({ UPKEEP_INTERVAL: `${INTERVAL_S}s` });
  const db = new Database(server.dbFile, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const runs = () => db.prepare(`SELECT * FROM "UpkeepRun" WHERE "finishedAt" IS NOT NULL ORDER BY "startedAt"`).all() as RunRow[];
    // The first run comes a second or two after the start (the last one is overdue: there is none).
    await expect.poll(() => runs().length, { timeout: 30_000 }).toBe(1);
    expiredSessions(db, 3);
    const token = operatorSessionIn(db);
    // The next comes one interval after the first started, on the server's own timer.
    await expect.poll(() => runs().length, { timeout: 90_000, intervals: [1000] }).toBe(2);
    const run = runs()[1]!;
    expect(run).toMatchObject({ trigger: "schedule", error: null });
    expect(db.prepare(`SELECT COUNT(*) AS n FROM "Session" WHERE "expiresAt" < ?`).get(sqlDate(new Date()))).toEqual({ n: 0 });

    const context = await browser.newContext();
    await context.addCookies([{ name: "sid", value: token, url: server.baseUrl, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin`);
    const section = page.getByRole("region", { name: "Scheduled upkeep" });
    const started = new Date(run.startedAt);
    const seconds = ((new Date(run.finishedAt ?? "").getTime() - started.getTime()) / 1000).toFixed(1);
    await expect(section.getByText(`Last run: ${formatDateTime(started)}, took ${seconds} s.`, { exact: true })).toBeVisible();
    await expect(section.getByText("It removed 3 expired sessions.", { exact: true })).toBeVisible();
    await expect(section.getByText(`Next run due: ${formatDateTime(new Date(started.getTime() + INTERVAL_S * 1000))}.`, { exact: true })).toBeVisible();
    await expect(section.getByText("Scheduled upkeep is off", { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  } finally {
    db.close();
    await server.stop();
  }
});
