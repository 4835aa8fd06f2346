// Two instances of the site (e2e/support/two-instances.ts), requests alternated between them:
// what one instance starts the other finishes, and limits count across both.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, test } from "./support/fixtures";
import { linkIn } from "./support/mail";
import type { OwnServer } from "./support/own-server";
import { careerBody, RESUME } from "./support/records";
import { operatorCookie, type SharedStores } from "./support/shared-stores";
import { KEPT, nextIp, postJson, twoInstances } from "./support/two-instances";

/** An operator's hours: 09:00–17:00 every day in Kolkata, no notice. */
const HOURS = {
  timeZone: "Asia/Kolkata",
  meetingMinutes: 30,
  bufferMinutes: 0,
  horizonDays: 14,
  minNoticeMinutes: 0,
  active: "on",
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].flatMap((day) => [
      [`from${day}`, "09:00"],
      [`to${day}`, "17:00"],
    ]),
  ),
};

let stores: SharedStores;
let a: OwnServer;
let b: OwnServer;

test.describe("two instances on one PostgreSQL database and one object store", () => {
  test.describe.configure({ mode: "serial" });
  twoInstances((started) => ({ stores, a, b } = started));

  test("a subscription made on A is confirmed on B from the link in its mail", async ({ page }) => {
    const email = `${KEPT}${randomUUID().slice(0, 8)}@example.com`;
    expect((await postJson(a, "/api/subscribe", { email }, nextIp())).status).toBe(200);
    await expect.poll(() => stores.smtp.raw(email).length, { timeout: 20_000 }).toBe(1);
    const link = new URL(linkIn(await simpleParser(stores.smtp.raw(email)[0] ?? Buffer.alloc(0)), "/subscription/confirm"));
    // SITE_URL unset: mail links name the instance that sent them, by its own port.
    expect(link.origin).toBe(`http://localhost:${a.port}`);

    await page.goto(`${b.baseUrl}${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    const [row] = await stores.query<{ status: string }>(`SELECT "status" FROM "Subscriber" WHERE "email" = $1`, [email]);
    expect(row?.status).toBe("confirmed");
  });

  test("a resume uploaded to A is downloaded by the operator on B, from the object store", async () => {
    const body = careerBody();
    const ip = nextIp();
    expect((await postJson(a, "/api/users", body, ip)).status).toBe(200);
    const form = new FormData();
    form.append("resume", new Blob([fs.readFileSync(RESUME)], { type: "application/pdf" }), "resume.pdf");
    const upload = await fetch(`${a.baseUrl}/api/upload-file/${body.id}`, { method: "POST", body: form, headers: { "x-forwarded-for": ip } });
    expect(upload.status).toBe(200);

    const download = await fetch(`${b.baseUrl}/admin/career-applications/${body.id}/resume`, { headers: { cookie: await operatorCookie(stores) } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="resume\.pdf"/);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(createHash("sha256").update(fs.readFileSync(RESUME)).digest("hex"));
    // Neither instance kept it on its own disk.
    for (const server of [a, b]) expect(fs.existsSync(path.join(server.uploadDir, "career"))).toBe(false);
  });

  test("a rate limit counts the requests of both instances together", async () => {
    const ip = nextIp();
    const subscribe = (server: OwnServer) => postJson(server, "/api/subscribe", { email: `limit-${randomUUID().slice(0, 8)}@example.com` }, ip);
    // The public form limit is 20 a minute per address: 10 on each instance are all allowed...
    for (let i = 0; i < 20; i += 1) expect((await subscribe(i % 2 === 0 ? a : b)).status).toBe(200);
    // ...and the 21st is refused on either, though neither instance saw 20 on its own.
    expect((await subscribe(a)).status).toBe(429);
    expect((await subscribe(b)).status).toBe(429);
  });

  test("a job alert confirmed on B is mailed once when A opens a matching job and never for one that does not match; sign-ups at once on both keep the cap", async () => {
    const operator = await operatorCookie(stores);
    const tag = randomUUID().slice(0, 8);
    // An address with 3 alerts from last month signs up 5 more at once (its hourly limit), on both
    // instances: the cap of 5 holds across them (each counts, then inserts, in its turn).
    const burst = `${KEPT}burst-${tag}@example.com`;
    for (let n = 0; n < 3; n += 1) {
      await stores.query(
        `INSERT INTO "JobAlert" ("id", "email", "q", "status", "createdAt", "updatedAt") VALUES ($1, $2, $3, 'confirmed', now() - interval '30 days', now())`,
        [randomUUID(), burst, `old${n}`],
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) => postJson(n % 2 === 0 ? a : b, "/api/job-alerts", { email: burst, q: `word${n}`, cadence: "daily" }, nextIp())),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await stores.query(`SELECT "id" FROM "JobAlert" WHERE "email" = $1`, [burst])).toHaveLength(5);

    const email = `${KEPT}alert-${tag}@example.com`;
    expect((await postJson(a, "/api/job-alerts", { email, area: "healthcare", location: "Noida, Uttar Pradesh", cadence: "instant" }, nextIp())).status).toBe(
      200,
    );
    await expect.poll(() => stores.smtp.raw(email).length, { timeout: 20_000 }).toBe(1);
    const token = new URL(linkIn(await simpleParser(stores.smtp.raw(email)[0] ?? Buffer.alloc(0)), "/careers/alerts/confirm")).searchParams.get("token") ?? "";
    const confirmed = await fetch(`${b.baseUrl}/api/job-alerts/confirm`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ token }),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() },
    });
    expect(confirmed.status).toBe(303);

    const closesAt = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    async function openJob(server: OwnServer, title: string, area: string, location: string): Promise<string> {
      const job = {
        title,
        area,
        location,
        employmentType: "FULL_TIME",
        workplace: "onsite",
        experienceMin: 1,
        experienceMax: 4,
        description: "Shifts in the ward.",
        closesAt,
      };
      const created = await postJson(server, "/api/admin/jobs", job, nextIp(), operator);
      expect(created.status).toBe(200);
      const { id } = (await created.json()) as { id: string };
      expect((await postJson(server === a ? b : a, `/api/admin/jobs/${id}/status`, { action: "open" }, nextIp(), operator)).status).toBe(200);
      return id;
    }
    await openJob(a, `Ward Nurse ${tag}`, "healthcare", "Noida, Uttar Pradesh");
    await openJob(a, `Java Developer ${tag}`, "it", "Noida, Uttar Pradesh");
    await openJob(b, `Ward Nurse Kanpur ${tag}`, "healthcare", "Kanpur, Uttar Pradesh");
    await expect.poll(() => stores.smtp.raw(email).length, { timeout: 30_000 }).toBe(2);
    // Both instances drain the outbox: a second copy would come from a row claimed twice.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const mails = await Promise.all(stores.smtp.raw(email).map((raw) => simpleParser(raw)));
    expect(mails.map((mail) => mail.subject)).toEqual(["Please confirm your job alert", `New position: Ward Nurse ${tag}`]);
    const queued = await stores.query<{ kind: string; status: string }>(`SELECT "kind", "status" FROM "OutboxMail" WHERE "to" = $1 ORDER BY "createdAt"`, [
      email,
    ]);
    expect(queued).toEqual([
      { kind: "job-alert-confirm", status: "sent" },
      { kind: "job-alert", status: "sent" },
    ]);
  });

  test("six bookings of one slot sent at once to A and B hold it once and tell the others it was just taken; its link confirmed on both at once books one call", async () => {
    const operator = await operatorCookie(stores);
    expect((await postJson(a, "/api/admin/availability", HOURS, nextIp(), operator)).status).toBe(200);
    const start = /name="start" value="([^"]+)"/.exec(await (await fetch(`${b.baseUrl}/book-a-call?tz=UTC`)).text())?.[1] ?? "";
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const tag = randomUUID().slice(0, 8);
    const book = (n: number) =>
      postJson(
        n % 2 === 0 ? a : b,
        "/api/booking",
        { start, name: `Visitor ${n}`, email: `${KEPT}book-${tag}-${n}@example.com`, topic: "A project", timeZone: "Europe/London" },
        nextIp(),
      );
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => book(n)));
    const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as { error?: string } })));
    expect(bodies.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(new Set(bodies.filter((answer) => answer.status === 409).map((answer) => answer.body.error))).toEqual(
      new Set(["That time was just taken by someone else. Please choose another."]),
    );
    const statusOf = () => stores.query(`SELECT "status" FROM "Booking" WHERE "startsAt" = $1`, [new Date(start)]);
    expect(await statusOf()).toEqual([{ status: "held" }]);
    const email = `${KEPT}book-${tag}-${bodies.findIndex((answer) => answer.status === 200)}@example.com`;
    await expect.poll(() => stores.smtp.raw(email).length, { timeout: 20_000 }).toBe(1);
    const token = new URL(linkIn(await simpleParser(stores.smtp.raw(email)[0] ?? Buffer.alloc(0)), "/book-a-call/confirm")).searchParams.get("token") ?? "";
    expect(
      (await Promise.all([a, b, a, b].map((server) => postJson(server, "/api/booking/confirm", { token }, nextIp())))).map((answer) => answer.status),
    ).toEqual([200, 200, 200, 200]);
    expect(await statusOf()).toEqual([{ status: "booked" }]);
    expect(await stores.query(`SELECT "kind" FROM "OutboxMail" WHERE "to" = $1 ORDER BY "createdAt"`, [email])).toEqual([
      { kind: "booking-confirm" },
      { kind: "booking-visitor" },
    ]);
  });

  test("four candidates invited to interviews race for one time on A and B: one booking, three told it was just taken", async () => {
    const operator = await operatorCookie(stores);
    expect((await postJson(b, "/api/admin/availability", HOURS, nextIp(), operator)).status).toBe(200);
    const tokens: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const body = careerBody({ emailAddress: `${KEPT}cand-${randomUUID().slice(0, 8)}@example.com` });
      expect((await postJson(a, "/api/users", body, nextIp())).status).toBe(200);
      const invited = await postJson(
        n % 2 === 0 ? a : b,
        `/api/admin/work/career/${body.id}/interview`,
        { minutes: "45", place: "https://meet.example.com/race" },
        nextIp(),
        operator,
      );
      expect(invited.status).toBe(200);
      const [message] = await stores.query<{ body: string }>(`SELECT "body" FROM "Message" WHERE "itemId" = $1`, [`career:${body.id}`]);
      tokens.push(/\/interview\/([A-Za-z0-9_.-]+)/.exec(message?.body ?? "")?.[1] ?? "");
    }
    const start = /name="start" value="([^"]+)"/.exec(await (await fetch(`${a.baseUrl}/interview/${tokens[0]}?tz=UTC`)).text())?.[1] ?? "";
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const answers = await Promise.all(
      tokens.map((token, n) => postJson(n % 2 === 0 ? a : b, "/api/interview", { token, start, timeZone: "Europe/London" }, nextIp())),
    );
    const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as { error?: string } })));
    expect(bodies.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(new Set(bodies.filter((answer) => answer.status === 409).map((answer) => answer.body.error))).toEqual(
      new Set(["That time was just taken by someone else. Please choose another."]),
    );
    const rows = await stores.query<{ status: string; minutes: number }>(
      `SELECT "status", EXTRACT(EPOCH FROM ("endsAt" - "startsAt")) / 60 AS "minutes" FROM "Booking" WHERE "startsAt" = $1 AND "inviteId" IS NOT NULL`,
      [new Date(start)],
    );
    expect(rows.map((row) => [row.status, Number(row.minutes)])).toEqual([["booked", 45]]);
    expect(await stores.query(`SELECT "status" FROM "InterviewInvite" WHERE "status" = 'booked'`)).toHaveLength(1);
  });
});
