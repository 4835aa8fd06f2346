// Book a call with many bookings: server time of /book-a-call (the free slots of every operator,
// computed per request) for one operator taking calls 09:00–17:00 UTC every day for 21 days, first
// with no booking (the baseline, same server, same run), then with the first 14 days fully booked,
// thousands of past calls and of holds nobody confirmed (expired: they must cost nothing), and
// live holds. Sequential GETs on loopback, as the blog section times its landing.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "../../server/lib.mjs";
import { timeGets } from "./blogs.mjs";
import { pick } from "./quick.mjs";
import { startApp } from "./servers.mjs";

const require = createRequire(path.join(root, "package.json"));
const Database = require("better-sqlite3");

const PAGE = "/book-a-call?tz=UTC";
const HOURS = { from: 9, to: 17, meetingMinutes: 30, horizonDays: 21, bookedDays: 14 };
const PAST_CALLS = pick(3000, 300);
const EXPIRED_HOLDS = pick(3000, 300);
// With many bookings the page may cost at most this much more than with none (the figure before the
// fix was the slot check of every slot against every booking).
const TARGET = { ratio: 1.5, slackMs: 10 };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const sqlDate = (at) => at.toISOString().replace("Z", "+00:00");

/** The operator, their hours, and (with `many`) the bookings and holds; returns the rows written. */
function seed(dbFile, { many }) {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    const now = new Date();
    const operatorId = db.prepare(`SELECT "id" FROM "User" WHERE "email" = 'bench-booking@example.com'`).pluck().get();
    if (!many) {
      const id = randomUUID();
      db.prepare(
        `INSERT INTO "User" ("id", "email", "name", "role", "emailVerifiedAt", "createdAt", "updatedAt") VALUES (?, 'bench-booking@example.com', 'Bench Operator', 'operator', ?, ?, ?)`,
      ).run(id, sqlDate(now), sqlDate(now), sqlDate(now));
      const weekly = JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: "09:00", end: "17:00" })));
      db.prepare(
        `INSERT INTO "BookingAvailability" ("id", "operatorId", "timeZone", "weekly", "meetingMinutes", "bufferMinutes", "horizonDays", "minNoticeMinutes", "blockedDates", "active", "updatedAt")
        VALUES (?, ?, 'UTC', ?, ?, 0, ?, 0, '[]', 1, ?)`,
      ).run(randomUUID(), id, weekly, HOURS.meetingMinutes, HOURS.horizonDays, sqlDate(now));
      return 0;
    }
    const insert =
      db.prepare(`INSERT INTO "Booking" ("id", "operatorId", "startsAt", "endsAt", "activeStart", "name", "email", "topic", "visitorTimeZone", "status", "holdExpiresAt", "createdAt", "updatedAt")
      VALUES (?, ?, ?, ?, ?, 'Bench Visitor', ?, 'A data platform', 'UTC', ?, ?, ?, ?)`);
    const row = (start, { status, active, holdExpiresAt = null }) =>
      insert.run(
        randomUUID(),
        operatorId,
        sqlDate(start),
        sqlDate(new Date(start.getTime() + HOURS.meetingMinutes * MINUTE)),
        active ? sqlDate(start) : null,
        `bench-${randomUUID().slice(0, 8)}@example.com`,
        status,
        holdExpiresAt && sqlDate(holdExpiresAt),
        sqlDate(now),
        sqlDate(now),
      );
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const slotsOfDay = (day) =>
      Array.from(
        { length: ((HOURS.to - HOURS.from) * 60) / HOURS.meetingMinutes },
        (_, n) => new Date(today + day * DAY + HOURS.from * 60 * MINUTE + n * HOURS.meetingMinutes * MINUTE),
      );
    let written = 0;
    db.transaction(() => {
      // The first 14 days fully booked; on the days after, every other slot held, half live, half expired.
      for (let day = 0; day < HOURS.bookedDays; day++) for (const start of slotsOfDay(day)) written += row(start, { status: "booked", active: true }).changes;
      for (let day = HOURS.bookedDays; day < HOURS.horizonDays; day++) {
        for (const [n, start] of slotsOfDay(day).entries()) {
          if (n % 2 === 1) continue;
          const live = n % 4 === 0;
          written += row(start, { status: "held", active: true, holdExpiresAt: new Date(now.getTime() + (live ? 10 : -10) * MINUTE) }).changes;
        }
      }
      // Past calls and expired holds of past days (before the 24 hours the slot check still reads).
      for (let n = 0; n < PAST_CALLS; n++)
        written += row(new Date(today - (2 + (n % 300)) * DAY + (n % 16) * 30 * MINUTE), { status: "booked", active: false }).changes;
      for (let n = 0; n < EXPIRED_HOLDS; n++)
        written += row(new Date(today - (2 + (n % 300)) * DAY + (n % 16) * 30 * MINUTE), {
          status: "held",
          active: false,
          holdExpiresAt: new Date(now.getTime() - DAY),
        }).changes;
    })();
    return written;
  } finally {
    db.close();
  }
}

const ms = (n) => `${n.toFixed(1)} ms`;

export async function bookingFigures({ smtp, tmpDir, freshDb, track, watch }) {
  const appDb = freshDb("app-booking");
  seed(appDb.file, { many: false });
  const app = await track(startApp({ adapter: "better-sqlite3", databaseUrl: appDb.url, smtpPort: smtp.port, tmpDir, name: "booking" }));
  const watcher = watch(app.pid);
  const rows = [];
  try {
    console.log(`\n-- ${PAGE}: one operator, ${HOURS.horizonDays} days of 09:00–17:00 UTC, without and then with bookings (sequential GETs, loopback) --`);
    const offeredNow = async () => ((await (await fetch(`${app.url}${PAGE}`)).text()).match(/name="start" value="/g) ?? []).length;
    const none = await timeGets(`${app.url}${PAGE}`);
    const offeredBefore = await offeredNow();
    const written = seed(appDb.file, { many: true });
    const many = await timeGets(`${app.url}${PAGE}`);
    const offered = await offeredNow();
    console.log(
      `  ${"baseline: no booking".padEnd(44)} median ${ms(none.median).padStart(9)}  p95 ${ms(none.p95).padStart(9)}  (${offeredBefore} times offered)`,
    );
    console.log(
      `  ${`${written} bookings and holds`.padEnd(44)} median ${ms(many.median).padStart(9)}  p95 ${ms(many.p95).padStart(9)}  (${offered} times offered)`,
    );
    const limit = none.median * TARGET.ratio + TARGET.slackMs;
    rows.push({
      figure: `/book-a-call server time, ${HOURS.bookedDays} days fully booked + ${PAST_CALLS + EXPIRED_HOLDS} past calls and expired holds`,
      value: `median ${ms(many.median)} (none: ${ms(none.median)}), p95 ${ms(many.p95)}`,
      target: `<= ${TARGET.ratio}x none + ${TARGET.slackMs} ms`,
      pass: many.median <= limit,
      // On each free day: 8 slots never held, 4 whose hold expired (offered again), 4 held live.
      offered,
      expectedOffered: (HOURS.horizonDays - HOURS.bookedDays) * 12,
    });
  } finally {
    watcher.stop();
    await app.stop();
  }
  if (app.stderrLines > 0) console.log(`  app server wrote ${app.stderrLines} lines to stderr, the first: ${app.firstStderr}`);
  return { rows };
}
