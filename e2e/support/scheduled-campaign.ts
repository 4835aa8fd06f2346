// A campaign scheduled on one instance of the multi-instance test and checked after another test
// ran meanwhile (its wait for the time overlaps that test's): once at its time, one copy each.
import { randomUUID } from "node:crypto";
import { simpleParser } from "mailparser";
import { expect, test } from "./fixtures";
import type { SharedStores } from "./shared-stores";

export type ScheduledCampaign = { id: string; subject: string; at: Date; readers: string[] };
/** The one the test scheduled, for the test that checks it later (the describe runs serially). */
let scheduled: ScheduledCampaign | null = null;

/** Three confirmed readers (their mail kept as `prefix`… addresses), and a campaign scheduled on `baseUrl` about 40 s ahead. */
export async function scheduleAhead(stores: SharedStores, baseUrl: string, cookie: string, ip: string, prefix: string): Promise<ScheduledCampaign> {
  const tag = randomUUID().slice(0, 8);
  const readers = [1, 2, 3].map((n) => `${prefix}scheduled-${tag}-${n}@example.com`);
  for (const email of readers) {
    await stores.query(
      `INSERT INTO "Subscriber" ("id", "email", "status", "consentAt", "confirmedAt", "createdAt", "updatedAt") VALUES ($1, $2, 'confirmed', now(), now(), now(), now())`,
      [randomUUID(), email],
    );
  }
  const at = new Date(Math.ceil((Date.now() + 40_000) / 1000) * 1000);
  const subject = `Scheduled ${tag}`;
  const form = new FormData();
  const fields = { subject, message: "Sent once, by whichever instance starts it.", when: "later", sendAt: at.toISOString().slice(0, 19), timeZone: "UTC" };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${baseUrl}/api/send-newsletter`, { method: "POST", body: form, headers: { cookie, "x-forwarded-for": ip } });
  expect(response.status).toBe(202);
  const body = (await response.json()) as { campaignId: string; status: string; scheduledAt: string };
  expect(body).toMatchObject({ status: "scheduled", scheduledAt: at.toISOString() });
  expect(await stores.query(`SELECT "id" FROM "Delivery" WHERE "campaignId" = $1`, [body.campaignId])).toEqual([]);
  scheduled = { id: body.campaignId, subject, at, readers };
  return scheduled;
}

/** Waits for it to finish, then: one delivery per recipient, each sent and arrived once, each reader's copy sent within a minute of its time, not before. */
export async function expectSentOnceAtItsTime(stores: SharedStores, campaign: ScheduledCampaign | null = scheduled): Promise<void> {
  if (!campaign) throw new Error("no campaign was scheduled");
  test.setTimeout(Math.max(0, campaign.at.getTime() - Date.now()) + 120_000);
  const status = async () => (await stores.query<{ status: string }>(`SELECT "status" FROM "Campaign" WHERE "id" = $1`, [campaign.id]))[0]?.status;
  await expect.poll(status, { timeout: Math.max(0, campaign.at.getTime() - Date.now()) + 60_000, intervals: [500] }).toBe("done");
  const rows = await stores.query<{ id: string; status: string }>(`SELECT "id", "status" FROM "Delivery" WHERE "campaignId" = $1`, [campaign.id]);
  const [row] = await stores.query<{ total: number }>(`SELECT "total" FROM "Campaign" WHERE "id" = $1`, [campaign.id]);
  expect(rows).toHaveLength(row?.total ?? -1);
  expect(rows.filter((delivery) => delivery.status !== "sent" || stores.copiesOfDelivery(delivery.id) !== 1)).toEqual([]);
  for (const email of campaign.readers) {
    const copies = (await Promise.all(stores.smtp.raw(email).map((raw) => simpleParser(raw)))).filter((mail) => mail.subject === campaign.subject);
    expect(copies).toHaveLength(1);
    // Not before its time (the Date header has whole seconds), and within a minute of it.
    expect(copies[0]?.date?.getTime()).toBeGreaterThanOrEqual(campaign.at.getTime() - 1_000);
    expect(copies[0]?.date?.getTime()).toBeLessThan(campaign.at.getTime() + 60_000);
  }
  const late = await Promise.all(
    campaign.readers.map(async (email) => (await simpleParser(stores.smtp.raw(email)[0] ?? Buffer.alloc(0))).date?.getTime() ?? 0),
  );
  console.log(
    `[multi-instance] scheduled campaign: ${rows.length} copies, one each; readers' copies sent ${late.map((at) => ((at - campaign.at.getTime()) / 1000).toFixed(0)).join(", ")} s after its time`,
  );
}
