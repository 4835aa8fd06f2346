// Scheduled campaigns (lib/features/newsletter/schedule.ts): the time is read in the operator's
// zone (or the one they chose) and stored in UTC with no deliveries; the start inserts them for
// the subscribers confirmed then, once however many look at once (two database clients, as two
// instances); a campaign is cancelled before it starts and refused after; forms without
// JavaScript get a redirect back to the page.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/send-newsletter/route";
import { POST as act } from "@/app/api/admin/campaigns/[id]/route";
import { createPrismaClient } from "@/lib/core/db/client";
import { cancelCampaign, LOOK_AHEAD_MS, scheduledInstant, startDueCampaigns } from "@/lib/features/newsletter/schedule";
import { sessionFor } from "./support/session";
import { db } from "./support/wizard";

// A second instance's connection on PostgreSQL; SQLite is one process, whose single client takes
// transactions one at a time (two SQLite clients would be two processes, which it does not serve).
const url = process.env.DATABASE_URL ?? "";
const other = url.startsWith("postgres") ? createPrismaClient(url, "better-sqlite3") : db;
const MINUTE = 60_000;
/**
 * A time past LOOK_AHEAD_MS, so the handler's own look sets no timer that would start the campaign
 * in the background; the tests start it themselves with a later "now".
 */
const soon = () => new Date(Date.now() + LOOK_AHEAD_MS + 5_000);
const pastSoon = () => new Date(Date.now() + LOOK_AHEAD_MS + 20_000);

beforeEach(async () => {
  await db.campaign.deleteMany();
  await db.subscriber.deleteMany();
  await db.bookingAvailability.deleteMany();
});
afterAll(async () => {
  if (other !== db) await other.$disconnect();
  await db.$disconnect();
});

function sendForm(cookie: string, fields: Record<string, string>, navigate = false) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ subject: "December news", message: "Hello readers.", ...fields })) body.append(name, value);
  const headers: Record<string, string> = { host: "localhost:3000", cookie, accept: navigate ? "text/html" : "application/json" };
  if (navigate) headers["sec-fetch-mode"] = "navigate";
  return send(new Request("http://localhost:3000/api/send-newsletter", { method: "POST", headers, body }), {});
}

function campaignAction(cookie: string, id: string, action: string, navigate = false) {
  const headers: Record<string, string> = { host: "localhost:3000", cookie };
  if (navigate) headers["sec-fetch-mode"] = "navigate";
  const request = navigate
    ? new Request(`http://localhost:3000/api/admin/campaigns/${id}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: `action=${action}`,
      })
    : new Request(`http://localhost:3000/api/admin/campaigns/${id}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ action }),
      });
  return act(request, { params: Promise.resolve({ id }) });
}

/** A wall-clock "YYYY-MM-DDTHH:mm:ss" of an instant in UTC, for a campaign scheduled in the UTC zone. */
const utcWall = (at: Date) => at.toISOString().slice(0, 19);
const confirmed = (emails: string[], interests = "") => db.subscriber.createMany({ data: emails.map((email) => ({ email, status: "confirmed", interests })) });
const deliveryEmails = async (campaignId: string) => (await db.delivery.findMany({ where: { campaignId }, orderBy: { email: "asc" } })).map((row) => row.email);

/** A campaign scheduled through the handler at `at` (read in UTC), as the operator's form sends it. */
async function scheduleAt(cookie: string, at: Date, subject = "December news") {
  const response = await sendForm(cookie, { subject, when: "later", sendAt: utcWall(at), timeZone: "UTC" });
  expect(response.status).toBe(202);
  return (await response.json()) as { campaignId: string; status: string; scheduledAt: string; message: string };
}

describe("the time of a scheduled campaign", () => {
  const now = new Date("2026-03-20T12:00:00Z");
  it("is null for now, and read in the chosen zone, else the operator's, including across London's clock changes", () => {
    expect(scheduledInstant({ when: "now", sendAt: "2026-03-29T01:30" }, "Europe/London", now)).toBeNull();
    expect(scheduledInstant({ sendAt: "" }, "Europe/London", now)).toBeNull();
    expect(scheduledInstant({ when: "later", sendAt: "2026-03-28T09:00" }, "Europe/London", now)?.toISOString()).toBe("2026-03-28T09:00:00.000Z");
    expect(scheduledInstant({ when: "later", sendAt: "2026-03-30T09:00" }, "Europe/London", now)?.toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(scheduledInstant({ when: "later", sendAt: "2026-03-29T01:30" }, "Europe/London", now)?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(scheduledInstant({ sendAt: "2026-03-30T09:00", timeZone: "Asia/Kolkata" }, "Europe/London", now)?.toISOString()).toBe("2026-03-30T03:30:00.000Z");
  });

  it("is refused on its field when past, too far ahead or not a day", () => {
    const fieldError = (sendAt: string) => {
      try {
        scheduledInstant({ when: "later", sendAt }, "Europe/London", now);
      } catch (error) {
        return (error as { status: number; errors: Array<{ field: string; msg: string }> }).errors;
      }
      return null;
    };
    expect(fieldError("2026-03-20T11:59")).toEqual([{ field: "sendAt", msg: "Choose a time in the future" }]);
    expect(fieldError("2027-04-20T11:59")).toEqual([{ field: "sendAt", msg: "Choose a time within a year" }]);
    expect(fieldError("2026-02-30T10:00")).toEqual([{ field: "sendAt", msg: "Enter a date and time such as 2026-12-03 14:30" }]);
  });
});

describe("scheduling, starting and cancelling a campaign", { timeout: 30_000 }, () => {
  it("stores a scheduled campaign in UTC with no deliveries, read in the operator's saved zone, and tells the time in it", async () => {
    const { cookie, userId } = await sessionFor("operator");
    await db.bookingAvailability.create({ data: { operatorId: userId, timeZone: "Europe/London", weekly: "[]", blockedDates: "[]" } });
    await confirmed(["early@example.com"]);
    const response = await sendForm(cookie, { when: "later", sendAt: "2099-07-01T09:00" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([{ field: "sendAt", msg: "Choose a time within a year" }]);

    const at = new Date(Date.now() + 40 * 24 * 60 * MINUTE);
    const wall = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/London", dateStyle: "short", timeStyle: "short" }).format(at).replace(" ", "T");
    const answer = await sendForm(cookie, { when: "later", sendAt: wall });
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as { campaignId: string; status: string; scheduledAt: string; message: string };
    expect(body.status).toBe("scheduled");
    expect(body.scheduledAt).toBe(new Date(Math.floor(at.getTime() / MINUTE) * MINUTE).toISOString());
    expect(body.message).toMatch(/^Scheduled for .+ \(Europe\/London\)\. It goes to the subscribers confirmed at that time\.$/);
    expect(await db.delivery.count({ where: { campaignId: body.campaignId } })).toBe(0);
    expect(await startDueCampaigns(db)).toEqual([]);
  });

  it("starts when due with the subscribers confirmed then, and two lookers at once (two clients) start it once", async () => {
    const { cookie } = await sessionFor("operator");
    await confirmed(["before@example.com", "leaves@example.com"]);
    const { campaignId } = await scheduleAt(cookie, soon());
    await db.subscriber.update({ where: { email: "leaves@example.com" }, data: { status: "unsubscribed" } });
    await confirmed(["after@example.com"]);
    expect(await startDueCampaigns(db)).toEqual([]);

    const later = pastSoon();
    const [one, two] = await Promise.all([startDueCampaigns(db, later), startDueCampaigns(other, later)]);
    expect([...one, ...two]).toEqual([campaignId]);
    expect(await deliveryEmails(campaignId)).toEqual(["after@example.com", "before@example.com"]);
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).toMatchObject({ status: "sending", total: 2 });
    expect(await startDueCampaigns(db, later)).toEqual([]);
    expect(await db.delivery.count({ where: { campaignId } })).toBe(2);
  });

  it("starts many due campaigns once each when several lookers race", async () => {
    const { cookie } = await sessionFor("operator");
    await confirmed(["a@example.com", "b@example.com", "c@example.com"]);
    const ids = [];
    for (let n = 0; n < 4; n += 1) ids.push((await scheduleAt(cookie, soon(), `News ${n}`)).campaignId);
    const later = pastSoon();
    const started = (await Promise.all([db, other, db, other].map((client) => startDueCampaigns(client, later)))).flat();
    expect(started.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await db.delivery.count({ where: { campaignId: id } })).toBe(3);
  });

  it("cancels before the start (nothing goes out, the page gets a redirect) and refuses after it with the reason", async () => {
    const { cookie } = await sessionFor("operator");
    await confirmed(["reader@example.com"]);
    const first = await scheduleAt(cookie, soon(), "Cancelled news");
    const cancelled = await campaignAction(cookie, first.campaignId, "cancel", true);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe("/Newsletter?campaign=cancel");
    const later = pastSoon();
    expect(await startDueCampaigns(db, later)).toEqual([]);
    expect(await db.campaign.findUniqueOrThrow({ where: { id: first.campaignId } })).toMatchObject({ status: "cancelled", total: 0 });
    expect(await db.delivery.count({ where: { campaignId: first.campaignId } })).toBe(0);

    const second = await scheduleAt(cookie, soon(), "Started news");
    expect(await startDueCampaigns(db, later)).toEqual([second.campaignId]);
    const refused = await campaignAction(cookie, second.campaignId, "cancel");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "This campaign has already started, so it can no longer be cancelled. Pause it instead." });
    const page = await campaignAction(cookie, second.campaignId, "cancel", true);
    expect(page.headers.get("location")).toBe(
      `/Newsletter?campaign-error=${encodeURIComponent("This campaign has already started, so it can no longer be cancelled. Pause it instead.")}`,
    );
    expect((await db.campaign.findUniqueOrThrow({ where: { id: second.campaignId } })).status).toBe("sending");
    await expect(cancelCampaign(first.campaignId)).rejects.toMatchObject({ status: 409, message: "Only a scheduled campaign can be cancelled." });
    await expect(cancelCampaign("no-such-campaign")).rejects.toMatchObject({ status: 404 });
  });

  it("a cancel and a start at once: exactly one of them wins", async () => {
    const { cookie } = await sessionFor("operator");
    await confirmed(["race@example.com"]);
    const { campaignId } = await scheduleAt(cookie, soon());
    const later = pastSoon();
    const [started, cancel] = await Promise.allSettled([startDueCampaigns(other, later), cancelCampaign(campaignId, db)]);
    const { status } = await db.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    const deliveries = await db.delivery.count({ where: { campaignId } });
    if (status === "cancelled") {
      expect(cancel.status).toBe("fulfilled");
      expect(started).toEqual({ status: "fulfilled", value: [] });
      expect(deliveries).toBe(0);
    } else {
      expect(cancel.status).toBe("rejected");
      expect(started).toEqual({ status: "fulfilled", value: [campaignId] });
      expect(deliveries).toBe(1);
    }
  });

  it("without JavaScript, the form's post comes back to the page with the scheduled time, or with the field's message", async () => {
    const { cookie } = await sessionFor("operator");
    const at = new Date(Math.ceil((Date.now() + 10 * MINUTE) / MINUTE) * MINUTE);
    const ok = await sendForm(cookie, { when: "later", sendAt: utcWall(at).slice(0, 16), timeZone: "UTC" }, true);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`/Newsletter?campaign=${encodeURIComponent(`scheduled:${at.toISOString()}`)}`);
    const missing = await sendForm(cookie, { when: "later", sendAt: "" }, true);
    expect(missing.headers.get("location")).toBe(`/Newsletter?campaign-error=${encodeURIComponent("Choose the date and time to send it")}`);
    expect(await db.campaign.count({ where: { status: "scheduled" } })).toBe(1);
  });
});
