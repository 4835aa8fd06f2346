// Two production servers started as `npm start` does, from the suite's build, on one PostgreSQL
// database, one S3-protocol store and one SMTP catcher (all throwaway, on loopback), requests
// alternated between them: what one instance starts the other finishes, limits count across both, a
// scheduled campaign starts once, no mail goes out twice, also with one instance killed mid-newsletter.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { addressSequence } from "./support/addresses";
import { expect, test } from "./support/fixtures";
import { linkIn } from "./support/mail";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { careerBody, RESUME } from "./support/records";
import { insertReaders, postCampaign } from "./support/campaign-requests";
import { expectSentOnceAtItsTime, scheduleAhead } from "./support/scheduled-campaign";
import { operatorCookie, startSharedStores, type SharedStores } from "./support/shared-stores";
import { ACK_BATCH } from "../lib/runtime/newsletter/sender-limits";

const LOAD_SUBSCRIPTIONS = 5000;
const LOAD_IN_FLIGHT = 48;
const NEWSLETTER_READERS = 2000;
// Per instance: slow enough that both instances' senders share each campaign, fast enough to take seconds.
const NEWSLETTER_RATE = 150;
const LANES = 10; // NEWSLETTER_SMTP_CONNECTIONS (5) x 2 messages per connection
// What a SIGKILL can leave "sending": the lanes in flight, and copies already accepted whose "sent"
// marks were still queued (up to ACK_BATCH) or being written (another ACK_BATCH).
const LEFT_SENDING_AT_MOST = LANES + 2 * ACK_BATCH;
const KEPT = "keep-";
// Upper bounds for a busy machine; on two free cores the load test and the newsletter take well under a minute each.
const LONG_MS = 600_000;

let stores: SharedStores;
let a: OwnServer;
let b: OwnServer;
/** A new visitor address for each call (TRUST_PROXY=1: the servers take it from X-Forwarded-For). */
const nextIp = addressSequence("10");

function postJson(server: OwnServer, route: string, body: unknown, ip: string, cookie?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": ip };
  if (cookie) headers.cookie = cookie;
  return fetch(`${server.baseUrl}${route}`, { method: "POST", headers, body: JSON.stringify(body) });
}

type DeliveryRow = { id: string; status: string; claimedBy: string | null };
const deliveries = (campaignId: string) => stores.query<DeliveryRow>(`SELECT "id", "status", "claimedBy" FROM "Delivery" WHERE "campaignId" = $1`, [campaignId]);
const campaignStatus = async (campaignId: string) =>
  (await stores.query<{ status: string }>(`SELECT "status" FROM "Campaign" WHERE "id" = $1`, [campaignId]))[0]?.status;
/** The catcher's copies of one delivery (see SharedStores.copiesOfDelivery). */
const copiesOf = (row: DeliveryRow) => stores.copiesOfDelivery(row.id);
const tally = (rows: DeliveryRow[], key: (row: DeliveryRow) => string | null) =>
  rows.reduce<Record<string, number>>((all, row) => ({ ...all, [String(key(row))]: (all[String(key(row))] ?? 0) + 1 }), {});

test.describe("two instances on one PostgreSQL database and one object store", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stores = await startSharedStores({ keepMailTo: (address) => address.startsWith(KEPT) });
    const env = {
      ...stores.env,
      MAIL_RATE_PER_SECOND: "0",
      NEWSLETTER_RATE_PER_SECOND: String(NEWSLETTER_RATE),
      // A crashed instance's newsletter claims count as in flight for 5 s instead of 5 minutes.
      NEWSLETTER_CLAIM_LEASE_SECONDS: "5",
    };
    // Started together: the migration and the seed run once, under their locks.
    [a, b] = await Promise.all([startOwnServer(env), startOwnServer(env)]);
  });

  test.afterAll(async () => {
    test.setTimeout(120_000); // stopping two servers and the cluster on a busy machine
    await Promise.all([a?.stop(), b?.stop()]);
    await stores?.stop();
  });

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
      await stores.query(`INSERT INTO "JobAlert" ("id", "email", "q", "status", "createdAt", "updatedAt") VALUES ($1, $2, $3, 'confirmed', now() - interval '30 days', now())`, [randomUUID(), burst, `old${n}`]);
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) => postJson(n % 2 === 0 ? a : b, "/api/job-alerts", { email: burst, q: `word${n}`, cadence: "daily" }, nextIp())),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await stores.query(`SELECT "id" FROM "JobAlert" WHERE "email" = $1`, [burst])).toHaveLength(5);

    const email = `${KEPT}alert-${tag}@example.com`;
    expect((await postJson(a, "/api/job-alerts", { email, area: "healthcare", location: "Noida, Uttar Pradesh", cadence: "instant" }, nextIp())).status).toBe(200);
    await expect.poll(() => stores.smtp.raw(email).length, { timeout: 20_000 }).toBe(1);
    const token = new URL(linkIn(await simpleParser(stores.smtp.raw(email)[0] ?? Buffer.alloc(0)), "/careers/alerts/confirm")).searchParams.get("token") ?? "";
    const confirmed = await fetch(`${b.baseUrl}/api/job-alerts/confirm`, {
      method: "POST", redirect: "manual", body: new URLSearchParams({ token }), headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() },
    });
    expect(confirmed.status).toBe(303);

    const closesAt = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    async function openJob(server: OwnServer, title: string, area: string, location: string): Promise<string> {
      const job = { title, area, location, employmentType: "FULL_TIME", workplace: "onsite", experienceMin: 1, experienceMax: 4, description: "Shifts in the ward.", closesAt };
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
    const queued = await stores.query<{ kind: string; status: string }>(`SELECT "kind", "status" FROM "OutboxMail" WHERE "to" = $1 ORDER BY "createdAt"`, [email]);
    expect(queued).toEqual([{ kind: "job-alert-confirm", status: "sent" }, { kind: "job-alert", status: "sent" }]);
  });

  test("six bookings of one slot sent at once to A and B hold it once and tell the others it was just taken; its link confirmed on both at once books one call", async () => {
    const operator = await operatorCookie(stores);
    const hours = { timeZone: "Asia/Kolkata", meetingMinutes: 30, bufferMinutes: 0, horizonDays: 14, minNoticeMinutes: 0, active: "on", ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].flatMap((day) => [[`from${day}`, "09:00"], [`to${day}`, "17:00"]])) };
    expect((await postJson(a, "/api/admin/availability", hours, nextIp(), operator)).status).toBe(200);
    const start = /name="start" value="([^"]+)"/.exec(await (await fetch(`${b.baseUrl}/book-a-call?tz=UTC`)).text())?.[1] ?? "";
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const tag = randomUUID().slice(0, 8);
    const book = (n: number) => postJson(n % 2 === 0 ? a : b, "/api/booking", { start, name: `Visitor ${n}`, email: `${KEPT}book-${tag}-${n}@example.com`, topic: "A project", timeZone: "Europe/London" }, nextIp());
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => book(n)));
    const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as { error?: string } })));
    expect(bodies.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(new Set(bodies.filter((answer) => answer.status === 409).map((answer) => answer.body.error))).toEqual(new Set(["That time was just taken by someone else. Please choose another."]));
    const statusOf = () => stores.query(`SELECT "status" FROM "Booking" WHERE "startsAt" = $1`, [new Date(start)]);
    expect(await statusOf()).toEqual([{ status: "held" }]);
    const email = `${KEPT}book-${tag}-${bodies.findIndex((answer) => answer.status === 200)}@example.com`;
    await expect.poll(() => stores.smtp.raw(email).length, { timeout: 20_000 }).toBe(1);
    const token = new URL(linkIn(await simpleParser(stores.smtp.raw(email)[0] ?? Buffer.alloc(0)), "/book-a-call/confirm")).searchParams.get("token") ?? "";
    expect((await Promise.all([a, b, a, b].map((server) => postJson(server, "/api/booking/confirm", { token }, nextIp())))).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await statusOf()).toEqual([{ status: "booked" }]);
    expect(await stores.query(`SELECT "kind" FROM "OutboxMail" WHERE "to" = $1 ORDER BY "createdAt"`, [email])).toEqual([{ kind: "booking-confirm" }, { kind: "booking-visitor" }]);
  });

  // Scheduled here, checked after the load test below: its wait for the time overlaps that test's run.
  test("a campaign scheduled on A about 40 s ahead waits for its time with no deliveries", async () => {
    await scheduleAhead(stores, a.baseUrl, await operatorCookie(stores), nextIp(), KEPT);
  });

  test(`${LOAD_SUBSCRIPTIONS} concurrent subscriptions split across both: each accepted one stored once and mailed once`, async () => {
    test.setTimeout(LONG_MS);
    const tag = randomUUID().slice(0, 8);
    const accepted = new Set<string>();
    const statuses: Record<string, number> = {};
    let next = 0;
    const started = Date.now();
    async function client() {
      while (next < LOAD_SUBSCRIPTIONS) {
        const n = next++;
        const email = `load-${tag}-${n}@example.com`;
        const response = await postJson(n % 2 === 0 ? a : b, "/api/subscribe", { email }, nextIp());
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 200) accepted.add(email);
        if ((n + 1) % 1000 === 0) console.log(`[multi-instance] ${n + 1} subscriptions sent after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }
    await Promise.all(Array.from({ length: LOAD_IN_FLIGHT }, client));
    const seconds = (Date.now() - started) / 1000;
    expect(statuses).toEqual({ 200: LOAD_SUBSCRIPTIONS });

    const rows = await stores.query<{ email: string }>(`SELECT "email" FROM "Subscriber" WHERE "email" LIKE $1`, [`load-${tag}-%`]);
    expect(rows).toHaveLength(accepted.size);
    expect(rows.every((row) => accepted.has(row.email))).toBe(true);
    const queued = await stores.query<{ to: string; n: number }>(
      `SELECT "to", COUNT(*)::int AS "n" FROM "OutboxMail" WHERE "to" LIKE $1 GROUP BY "to" HAVING COUNT(*) <> 1`, [`load-${tag}-%`],
    );
    expect(queued).toEqual([]);

    const isLoad = (address: string) => address.startsWith(`load-${tag}-`);
    await expect.poll(() => stores.smtp.recipients(isLoad).size, { timeout: LONG_MS / 2, intervals: [500] }).toBe(accepted.size);
    const mailedSeconds = (Date.now() - started) / 1000;
    // A second copy would come from a row claimed twice: give the drains time to make that mistake.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const mailed = stores.smtp.recipients(isLoad);
    expect([...mailed.values()].filter((copies) => copies !== 1)).toEqual([]);
    expect([...accepted].filter((email) => mailed.get(email) !== 1)).toEqual([]);
    const outbox = await stores.query<{ status: string; n: number }>(
      `SELECT "status", COUNT(*)::int AS "n" FROM "OutboxMail" WHERE "to" LIKE $1 GROUP BY "status"`, [`load-${tag}-%`],
    );
    expect(outbox).toEqual([{ status: "sent", n: accepted.size }]);
    console.log(`[multi-instance] ${LOAD_SUBSCRIPTIONS} subscriptions (${LOAD_IN_FLIGHT} in flight, alternating A/B): ${accepted.size} accepted ` +
      `in ${seconds.toFixed(1)} s, ${rows.length} rows, ${mailed.size} addresses mailed once each, all mailed after ${mailedSeconds.toFixed(1)} s`);
  });

  test("a campaign to one topic, posted on A, reaches exactly the confirmed subscribers who chose it, once each, with both instances running", async () => {
    const tag = randomUUID().slice(0, 8);
    for (const [kind, status, interests] of [["both", "confirmed", "jobs recruitment-blog"], ["one", "confirmed", "recruitment-blog"], ["jobs", "confirmed", "jobs"], ["none", "confirmed", ""], ["pending", "pending", "recruitment-blog"]]) await insertReaders(stores, `topic-${kind}-${tag}-`, 150, status, interests);
    const { campaignId, recipients } = await postCampaign(a.baseUrl, await operatorCookie(stores), nextIp(), `Recruiting ${tag}`, "recruitment-blog");
    await expect.poll(() => campaignStatus(campaignId), { timeout: LONG_MS / 3, intervals: [250] }).toBe("done");
    const rows = await stores.query<DeliveryRow & { email: string }>(`SELECT "id", "email", "status", "claimedBy" FROM "Delivery" WHERE "campaignId" = $1`, [campaignId]);
    const ours = rows.map((row) => row.email).filter((email) => email.includes(`-${tag}-`)).sort();
    expect([rows.length, ours]).toEqual([recipients, ["both", "one"].flatMap((kind) => Array.from({ length: 150 }, (_, n) => `topic-${kind}-${tag}-${n + 1}@example.com`)).sort()]);
    expect(rows.filter((row) => row.status !== "sent" || copiesOf(row) !== 1)).toEqual([]);
  });

  test("the scheduled campaign starts once at its time with both instances looking: each confirmed reader gets one copy", async () => {
    await expectSentOnceAtItsTime(stores);
  });

  test(`a ${NEWSLETTER_READERS}-reader newsletter is sent by both instances' senders once each, and survives one of them killed mid-way`, async () => {
    test.setTimeout(LONG_MS);
    const tag = randomUUID().slice(0, 8);
    await insertReaders(stores, `reader-${tag}-`, NEWSLETTER_READERS);
    const cookie = await operatorCookie(stores);
    // One campaign posted on each instance: each kick wakes its own sender, and both take the older first.
    const first = await postCampaign(a.baseUrl, cookie, nextIp(), `First ${tag}`);
    const second = await postCampaign(b.baseUrl, cookie, nextIp(), `Second ${tag}`);
    expect(first.recipients).toBeGreaterThanOrEqual(NEWSLETTER_READERS);
    expect(second.recipients).toBe(first.recipients);

    await test.step("both senders share the first campaign, one copy each", async () => {
      await expect.poll(() => campaignStatus(first.campaignId), { timeout: LONG_MS / 3, intervals: [250] }).toBe("done");
      const rows = await deliveries(first.campaignId);
      expect(rows).toHaveLength(first.recipients);
      expect(tally(rows, (row) => row.status)).toEqual({ sent: first.recipients });
      const bySender = tally(rows, (row) => row.claimedBy);
      expect(Object.keys(bySender)).toHaveLength(2);
      expect(rows.filter((row) => copiesOf(row) !== 1)).toEqual([]);
      console.log(`[multi-instance] first campaign: ${rows.length} deliveries, sent by the two senders ${Object.values(bySender).join(" + ")}, one copy each`);
    });

    await test.step("A is killed mid-way through the second; B finishes it and nothing is sent twice", async () => {
      const claimsBySender = () => stores.query<{ n: number }>(
        `SELECT COUNT(*)::int AS "n" FROM "Delivery" WHERE "campaignId" = $1 AND "status" <> 'pending' GROUP BY "claimedBy"`, [second.campaignId],
      );
      await expect.poll(async () => {
        const claims = await claimsBySender();
        return claims.length === 2 && claims.reduce((sum, { n }) => sum + n, 0) >= second.recipients / 4;
      }, { timeout: LONG_MS / 3, intervals: [100] }).toBe(true);
      await a.crash();
      const atKill = tally(await deliveries(second.campaignId), (row) => row.status);

      // B sends what is pending at once; A's in-flight rows wait for their 5 s lease, then end unknown.
      await expect.poll(() => campaignStatus(second.campaignId), { timeout: LONG_MS / 3, intervals: [250] }).toBe("done");
      const rows = await deliveries(second.campaignId);
      const counts = tally(rows, (row) => row.status);
      expect((counts.sent ?? 0) + (counts.unknown ?? 0)).toBe(second.recipients);
      expect(counts.unknown ?? 0).toBeLessThanOrEqual(LEFT_SENDING_AT_MOST);
      expect(rows.filter((row) => copiesOf(row) > 1)).toEqual([]);
      expect(rows.filter((row) => row.status === "sent" && copiesOf(row) !== 1)).toEqual([]);
      const unknownArrived = rows.filter((row) => row.status === "unknown" && copiesOf(row) === 1).length;
      console.log(`[multi-instance] second campaign: at the SIGKILL ${JSON.stringify(atKill)}; finished by B: ${JSON.stringify(counts)}; ` +
        `copies ${rows.reduce((sum, row) => sum + copiesOf(row), 0)} for ${rows.length} deliveries, none twice ` +
        `(unknown rows: ${unknownArrived} had arrived, ${(counts.unknown ?? 0) - unknownArrived} had not)`);
    });
  });
});
