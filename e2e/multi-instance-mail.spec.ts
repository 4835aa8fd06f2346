// Two instances of the site (e2e/support/two-instances.ts) sending mail together: a scheduled
// campaign starts once, no mail goes out twice, also with one instance killed mid-newsletter.
import { randomUUID } from "node:crypto";
import { expect, test } from "./support/fixtures";
import type { OwnServer } from "./support/own-server";
import { insertReaders, postCampaign } from "./support/campaign-requests";
import { expectSentOnceAtItsTime, scheduleAhead } from "./support/scheduled-campaign";
import { operatorCookie, type SharedStores } from "./support/shared-stores";
import { KEPT, nextIp, postJson, twoInstances } from "./support/two-instances";
import { ACK_BATCH } from "../lib/runtime/newsletter/sender-limits";

const LOAD_SUBSCRIPTIONS = 5000;
const LOAD_IN_FLIGHT = 48;
const NEWSLETTER_READERS = 2000;
const LANES = 10; // NEWSLETTER_SMTP_CONNECTIONS (5) x 2 messages per connection
// What a SIGKILL can leave "sending": the lanes in flight, and copies already accepted whose "sent"
// marks were still queued (up to ACK_BATCH) or being written (another ACK_BATCH).
const LEFT_SENDING_AT_MOST = LANES + 2 * ACK_BATCH;
// Upper bounds for a busy machine; on two free cores the load test and the newsletter take well under a minute each.
const LONG_MS = 600_000;

let stores: SharedStores;
let a: OwnServer;
let b: OwnServer;

type DeliveryRow = { id: string; status: string; claimedBy: string | null };
const deliveries = (campaignId: string) =>
  stores.query<DeliveryRow>(`SELECT "id", "status", "claimedBy" FROM "Delivery" WHERE "campaignId" = $1`, [campaignId]);
const campaignStatus = async (campaignId: string) =>
  (await stores.query<{ status: string }>(`SELECT "status" FROM "Campaign" WHERE "id" = $1`, [campaignId]))[0]?.status;
/** The catcher's copies of one delivery (see SharedStores.copiesOfDelivery). */
const copiesOf = (row: DeliveryRow) => stores.copiesOfDelivery(row.id);
const tally = (rows: DeliveryRow[], key: (row: DeliveryRow) => string | null) =>
  rows.reduce<Record<string, number>>((all, row) => ({ ...all, [String(key(row))]: (all[String(key(row))] ?? 0) + 1 }), {});

test.describe("two instances on one PostgreSQL database and one object store", () => {
  test.describe.configure({ mode: "serial" });
  twoInstances((started) => ({ stores, a, b } = started));

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
      `SELECT "to", COUNT(*)::int AS "n" FROM "OutboxMail" WHERE "to" LIKE $1 GROUP BY "to" HAVING COUNT(*) <> 1`,
      [`load-${tag}-%`],
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
      `SELECT "status", COUNT(*)::int AS "n" FROM "OutboxMail" WHERE "to" LIKE $1 GROUP BY "status"`,
      [`load-${tag}-%`],
    );
    expect(outbox).toEqual([{ status: "sent", n: accepted.size }]);
    console.log(
      `[multi-instance] ${LOAD_SUBSCRIPTIONS} subscriptions (${LOAD_IN_FLIGHT} in flight, alternating A/B): ${accepted.size} accepted ` +
        `in ${seconds.toFixed(1)} s, ${rows.length} rows, ${mailed.size} addresses mailed once each, all mailed after ${mailedSeconds.toFixed(1)} s`,
    );
  });

  test("a campaign to one topic, posted on A, reaches exactly the confirmed subscribers who chose it, once each, with both instances running", async () => {
    const tag = randomUUID().slice(0, 8);
    for (const [kind, status, interests] of [
      ["both", "confirmed", "jobs recruitment-blog"],
      ["one", "confirmed", "recruitment-blog"],
      ["jobs", "confirmed", "jobs"],
      ["none", "confirmed", ""],
      ["pending", "pending", "recruitment-blog"],
    ])
      await insertReaders(stores, `topic-${kind}-${tag}-`, 150, status, interests);
    const { campaignId, recipients } = await postCampaign(a.baseUrl, await operatorCookie(stores), nextIp(), `Recruiting ${tag}`, "recruitment-blog");
    await expect.poll(() => campaignStatus(campaignId), { timeout: LONG_MS / 3, intervals: [250] }).toBe("done");
    const rows = await stores.query<DeliveryRow & { email: string }>(`SELECT "id", "email", "status", "claimedBy" FROM "Delivery" WHERE "campaignId" = $1`, [
      campaignId,
    ]);
    const ours = rows
      .map((row) => row.email)
      .filter((email) => email.includes(`-${tag}-`))
      .sort();
    expect([rows.length, ours]).toEqual([
      recipients,
      ["both", "one"].flatMap((kind) => Array.from({ length: 150 }, (_, n) => `topic-${kind}-${tag}-${n + 1}@example.com`)).sort(),
    ]);
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
      const claimsBySender = () =>
        stores.query<{ n: number }>(`SELECT COUNT(*)::int AS "n" FROM "Delivery" WHERE "campaignId" = $1 AND "status" <> 'pending' GROUP BY "claimedBy"`, [
          second.campaignId,
        ]);
      await expect
        .poll(
          async () => {
            const claims = await claimsBySender();
            return claims.length === 2 && claims.reduce((sum, { n }) => sum + n, 0) >= second.recipients / 4;
          },
          { timeout: LONG_MS / 3, intervals: [100] },
        )
        .toBe(true);
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
      console.log(
        `[multi-instance] second campaign: at the SIGKILL ${JSON.stringify(atKill)}; finished by B: ${JSON.stringify(counts)}; ` +
          `copies ${rows.reduce((sum, row) => sum + copiesOf(row), 0)} for ${rows.length} deliveries, none twice ` +
          `(unknown rows: ${unknownArrived} had arrived, ${(counts.unknown ?? 0) - unknownArrived} had not)`,
      );
    });
  });
});
