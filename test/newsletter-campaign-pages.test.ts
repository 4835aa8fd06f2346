// The operator's list of campaigns (#35 item 10): 20 a page, older ones on page 2 and on, by a
// plain link or the page's own updates (?page=); every scheduled campaign heads page 1, so one set
// a year ahead stays in reach and is cancelled however many are sent meanwhile.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/admin/campaigns/route";
import { POST as act } from "@/app/api/admin/campaigns/[id]/route";
import { CAMPAIGN_PAGE_SIZE, countPagedCampaigns, listCampaigns } from "@/lib/features/newsletter/campaigns";
import { sessionCookie } from "./support/session";
import { db } from "./support/wizard";

const DAY = 24 * 60 * 60 * 1000;
const FAR = "Far ahead";

beforeEach(async () => {
  await db.campaign.deleteMany();
  const start = Date.now() - 60 * DAY;
  // The far one was made first: 25 made after it would push it past a first page of 20 by age.
  await db.campaign.create({
    data: {
      subject: FAR,
      message: "Next year.",
      createdBy: "op@example.com",
      createdAt: new Date(start),
      status: "scheduled",
      scheduledAt: new Date(Date.now() + 300 * DAY),
    },
  });
  await db.campaign.createMany({
    data: Array.from({ length: 25 }, (_, n) => ({
      subject: `Sent ${n + 1}`,
      message: "Hi.",
      createdBy: "op@example.com",
      createdAt: new Date(start + (n + 1) * DAY),
      status: "done",
      finishedAt: new Date(start + (n + 1) * DAY),
    })),
  });
});
afterAll(() => db.$disconnect());

const subjects = (campaigns: Array<{ subject: string }>) => campaigns.map((campaign) => campaign.subject);
const sent = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, n) => `Sent ${from - n}`);

describe("the campaign list", () => {
  it("shows the scheduled campaign, then the 20 newest on page 1, and the 5 older on page 2", async () => {
    expect(CAMPAIGN_PAGE_SIZE).toBe(20);
    expect(subjects(await listCampaigns())).toEqual([FAR, ...sent(25, 6)]);
    expect(subjects(await listCampaigns(2))).toEqual(sent(5, 1));
    expect(await listCampaigns(3)).toEqual([]);
    expect(await countPagedCampaigns()).toBe(25);
  });

  it("answers the page the operator's page asks for, to an operator only", async () => {
    const cookie = await sessionCookie("operator");
    const get = (query: string, as = cookie) =>
      list(new Request(`http://localhost:3000/api/admin/campaigns${query}`, { headers: { host: "localhost:3000", cookie: as } }), undefined);
    const second = await get("?page=2");
    expect(second.status).toBe(200);
    expect(subjects(((await second.json()) as { campaigns: Array<{ subject: string }> }).campaigns)).toEqual(sent(5, 1));
    expect(subjects(((await (await get("?page=nonsense")).json()) as { campaigns: Array<{ subject: string }> }).campaigns)).toEqual([FAR, ...sent(25, 6)]);
    expect((await get("?page=2", await sessionCookie("user"))).status).toBe(403);
  });

  it("keeps a campaign scheduled 300 days ahead cancellable from page 1", async () => {
    const far = (await listCampaigns()).find((campaign) => campaign.subject === FAR);
    expect(far?.status).toBe("scheduled");
    const cookie = await sessionCookie("operator");
    const answer = await act(
      new Request(`http://localhost:3000/api/admin/campaigns/${far?.id}`, {
        method: "POST",
        headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json", cookie },
        body: JSON.stringify({ action: "cancel" }),
      }),
      { params: Promise.resolve({ id: far?.id ?? "" }) },
    );
    expect(await answer.json()).toEqual({ message: "The scheduled campaign is cancelled. No mail goes out." });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: far?.id }, select: { status: true } })).toEqual({ status: "cancelled" });
    expect(subjects(await listCampaigns())).toEqual(sent(25, 6));
    expect(subjects(await listCampaigns(2))).toEqual([...sent(5, 1), FAR]);
  });
});
