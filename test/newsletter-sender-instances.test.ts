// The newsletter sender beside other instances on one database: another process's claims are
// left alone while their lease runs, a crashed process's are marked unknown (never resent) once it
// ran out, and a campaign another process still holds rows of does not stop this one's work.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { counts, db, newCampaign, sender, subscribers, until, senderHarness } from "./support/newsletter-sender";

const harness = senderHarness();
type Delivery = Awaited<ReturnType<typeof db.delivery.findUniqueOrThrow>>;
const claimedAgo = (ms: number) => ({ status: "sending", claimedBy: randomUUID(), claimedAt: new Date(Date.now() - ms) });
/** The first `n` deliveries of a campaign (the test made sure there are that many). */
async function someDeliveries(campaignId: string, n: number) {
  const rows = await db.delivery.findMany({ where: { campaignId }, take: n, orderBy: { email: "asc" } });
  if (rows.length < n) throw new Error(`campaign ${campaignId} has ${rows.length} deliveries, not ${n}`);
  return rows as [(typeof rows)[number], ...typeof rows];
}
const campaignStatus = async (id: string) => (await db.campaign.findUniqueOrThrow({ where: { id } })).status;

describe("the newsletter sender with other instances", { timeout: 30_000 }, () => {
  it("with a shorter claim lease marks another process's expired claims unknown after that lease, not before", async () => {
    await subscribers(6);
    const { id } = await newCampaign();
    const [stale, fresh] = (await someDeliveries(id, 2)) as [Delivery, Delivery];
    await db.delivery.update({ where: { id: stale.id }, data: claimedAgo(6_000) });
    await db.delivery.update({ where: { id: fresh.id }, data: claimedAgo(3_000) });

    const short = sender({ claimLeaseMs: 5_000 });
    short.kick();
    await short.idle();
    expect(await counts(id)).toEqual({ sent: 4, sending: 1, unknown: 1 });
    expect((await db.delivery.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe("unknown");
    expect(harness.smtp.countFor(stale.email) + harness.smtp.countFor(fresh.email)).toBe(0);
    await short.stop();
  });

  it("goes on with the next campaign while another process still holds rows of the first", async () => {
    const emails = await subscribers(8);
    const first = await newCampaign("First");
    const second = await newCampaign("Second");
    const [theirs] = await someDeliveries(first.id, 1);
    await db.delivery.update({ where: { id: theirs.id }, data: claimedAgo(0) });

    const worker = sender();
    worker.kick();
    await worker.idle();
    expect(await counts(first.id)).toEqual({ sent: 7, sending: 1 });
    expect(await counts(second.id)).toEqual({ sent: 8 });
    expect(await campaignStatus(first.id)).toBe("sending");
    expect(await campaignStatus(second.id)).toBe("done");
    expect(emails.map((email) => harness.smtp.countFor(email))).toEqual(emails.map((email) => (email === theirs.email ? 1 : 2)));
    await worker.stop();
  });

  it("finishes a campaign a crashed process left rows of once their lease ran out, with no further kick", async () => {
    await subscribers(5);
    const { id } = await newCampaign();
    const [lost] = await someDeliveries(id, 1);
    await db.delivery.update({ where: { id: lost.id }, data: claimedAgo(0) });

    const survivor = sender({ claimLeaseMs: 300 });
    survivor.kick();
    await survivor.idle();
    expect(await campaignStatus(id)).toBe("sending");
    await until(async () => (await campaignStatus(id)) === "done", 5_000);
    expect(await counts(id)).toEqual({ sent: 4, unknown: 1 });
    expect(harness.smtp.countFor(lost.email)).toBe(0);
    await survivor.stop();
  });
});
