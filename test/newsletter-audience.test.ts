// A campaign to chosen topics (#27 item 3): it reaches the confirmed subscribers with any of them,
// each once; the operator sees that number before sending; every copy links to the preferences page.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET as audienceRoute } from "@/app/api/admin/campaigns/audience/route";
import { POST as sendRoute } from "@/app/api/send-newsletter/route";
import { GET as csvRoute } from "@/app/(operator)/admin/export/[file]/route";
import { parseFilters } from "@/lib/features/admin/filters";
import { findList } from "@/lib/features/admin/lists";
import { db } from "@/lib/core/db";
import { verifyToken } from "@/lib/core/tokens";
import { countAudience, countEachInterest, createCampaign, listCampaigns } from "@/lib/features/newsletter/campaigns";
import { renderNewsletter } from "@/lib/features/newsletter/message";
import { sessionCookie } from "./support/session";

const READERS: Array<[string, string, string]> = [
  ["recruit-1@example.com", "confirmed", "recruitment-blog"],
  ["recruit-2@example.com", "confirmed", "jobs recruitment-blog"],
  ["jobs-only@example.com", "confirmed", "jobs"],
  ["no-topics@example.com", "confirmed", ""],
  ["recruit-pending@example.com", "pending", "recruitment-blog"],
  ["recruit-gone@example.com", "unsubscribed", "recruitment-blog"],
  // A key that merely contains another must not match it.
  ["digital@example.com", "confirmed", "digital-blog"],
];

const deliveredTo = async (campaignId: string) =>
  (await db.delivery.findMany({ where: { campaignId }, select: { email: true } })).map((row) => row.email).sort();

beforeEach(async () => {
  await db.campaign.deleteMany();
  await db.subscriber.deleteMany();
  for (const [email, status, interests] of READERS) await db.subscriber.create({ data: { email, status, interests } });
});
afterAll(() => db.$disconnect());

describe("a campaign's audience", () => {
  it("is counted before sending: everyone confirmed, or those confirmed with any chosen topic, once each", async () => {
    expect(await countAudience(null)).toBe(5);
    expect(await countAudience(["recruitment-blog"])).toBe(2);
    expect(await countAudience(["jobs", "recruitment-blog"])).toBe(3);
    expect(await countAudience(["services"])).toBe(0);
    expect(await countEachInterest()).toEqual({ jobs: 2, services: 0, partnerships: 0, "business-blog": 0, "digital-blog": 1, "recruitment-blog": 2 });
  });

  it("makes deliveries only for the matching confirmed subscribers, a subscriber with two matching topics once, and says whom it went to", async () => {
    const one = await createCampaign({ subject: "Recruiting news", message: "Hi.", image: null, createdBy: "op@example.com", audience: ["recruitment-blog"] });
    expect(one.total).toBe(2);
    expect(await deliveredTo(one.id)).toEqual(["recruit-1@example.com", "recruit-2@example.com"]);

    const two = await createCampaign({
      subject: "Jobs and recruiting",
      message: "Hi.",
      image: null,
      createdBy: "op@example.com",
      audience: ["recruitment-blog", "jobs"],
    });
    expect(await deliveredTo(two.id)).toEqual(["jobs-only@example.com", "recruit-1@example.com", "recruit-2@example.com"]);

    const all = await createCampaign({ subject: "For all", message: "Hi.", image: null, createdBy: "op@example.com" });
    expect(await deliveredTo(all.id)).toEqual([
      "digital@example.com",
      "jobs-only@example.com",
      "no-topics@example.com",
      "recruit-1@example.com",
      "recruit-2@example.com",
    ]);

    const listed = Object.fromEntries((await listCampaigns()).map((campaign) => [campaign.subject, campaign.audience]));
    expect(listed).toEqual({ "Recruiting news": ["recruitment-blog"], "Jobs and recruiting": ["jobs", "recruitment-blog"], "For all": null });
  });

  it("is sent by the operator's form as one field, and stored with the campaign", async () => {
    const cookie = await sessionCookie("operator");
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return sendRoute(
        new Request("http://localhost:3000/api/send-newsletter", { method: "POST", headers: { host: "localhost:3000", cookie }, body }),
        undefined,
      );
    };
    const sent = await post({ subject: "To recruiters", message: "Hi.", audience: "recruitment-blog" });
    expect(sent.status).toBe(202);
    const { campaignId, recipients } = (await sent.json()) as { campaignId: string; recipients: number };
    expect(recipients).toBe(2);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).audience).toBe("recruitment-blog");
    expect(await deliveredTo(campaignId)).toEqual(["recruit-1@example.com", "recruit-2@example.com"]);

    const everyone = await post({ subject: "To all", message: "Hi.", audience: "" });
    expect(((await everyone.json()) as { recipients: number }).recipients).toBe(5);

    const unknown = await post({ subject: "To nobody", message: "Hi.", audience: "healthcare-blog" });
    expect(unknown.status).toBe(422);
    expect(await db.campaign.count({ where: { subject: "To nobody" } })).toBe(0);

    // Without JavaScript the picker's own fields arrive: the ticked topics, or a refusal when "these topics" has none ticked.
    const picked = await post({ subject: "Picked without a script", message: "Hi.", "audience-mode": "topics", "audience-topic-recruitment-blog": "on" });
    expect(((await picked.json()) as { recipients: number }).recipients).toBe(2);
    const none = await post({ subject: "Nothing ticked", message: "Hi.", "audience-mode": "topics" });
    expect([none.status, ((await none.json()) as { errors: unknown }).errors]).toEqual([
      422,
      [{ field: "audience", msg: "Choose at least one topic, or send to everyone." }],
    ]);
    expect(await db.campaign.count({ where: { subject: "Nothing ticked" } })).toBe(0);
  });
});

describe("GET /api/admin/campaigns/audience", () => {
  const count = (query: string, cookie?: string) =>
    audienceRoute(
      new Request(`http://localhost:3000/api/admin/campaigns/audience${query}`, { headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}) } }),
      undefined,
    );

  it("tells an operator how many a campaign would reach now", async () => {
    const cookie = await sessionCookie("operator");
    expect(await (await count("", cookie)).json()).toEqual({ count: 5 });
    expect(await (await count("?interests=recruitment-blog", cookie)).json()).toEqual({ count: 2 });
    expect(await (await count("?interests=recruitment-blog&interests=jobs", cookie)).json()).toEqual({ count: 3 });
    expect((await count("?interests=nonsense", cookie)).status).toBe(422);
  });

  it("answers 401 without a session and 403 to a signed-in visitor", async () => {
    expect((await count("?interests=jobs")).status).toBe(401);
    expect((await count("?interests=jobs", await sessionCookie("user"))).status).toBe(403);
  });
});

describe("a newsletter copy", () => {
  it("links to the recipient's own preferences page beside the unsubscribe link", () => {
    const mail = renderNewsletter({ subject: "News", message: "Hello.", image: null }, "asha@example.com");
    const link = mail.text.match(/Choose your topics: (\S+)/)?.[1] ?? "";
    expect(link).toMatch(/^http:\/\/localhost:3000\/subscription\/preferences\?token=/);
    expect(verifyToken("preferences", new URL(link).searchParams.get("token") ?? "")).toBe("asha@example.com");
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/subscription\/unsubscribe\?token=/);
    expect(mail.html).toContain(`<a href="${link}" style="color:#1d4ed8">Choose your topics</a>`);
  });
});

describe("the operator's list of subscribers (#35 item 10)", () => {
  const list = findList("subscribers");
  const filtered = (query: Record<string, string>) => parseFilters(query, list?.statusFilter.options.map((option) => option.value) ?? []);
  const topicsOf = (rows: Array<{ cells: Array<string | number | null> }>) =>
    Object.fromEntries(rows.map(({ cells }) => [String(cells[0]), cells[(list?.columns ?? []).indexOf("Topics")]]));

  it("shows each subscriber's topics and filters by one topic, matched as a whole key", async () => {
    const all = await list?.page(filtered({}));
    expect(topicsOf(all?.rows ?? [])).toMatchObject({
      "recruit-2@example.com": "Job openings, Recruitment blog",
      "no-topics@example.com": "None (campaigns to everyone only)",
      "digital@example.com": "Digital blog",
    });
    const recruiting = await list?.page(filtered({ topic: "recruitment-blog" }));
    expect(Object.keys(topicsOf(recruiting?.rows ?? [])).sort()).toEqual([
      "recruit-1@example.com",
      "recruit-2@example.com",
      "recruit-gone@example.com",
      "recruit-pending@example.com",
    ]);
    expect(recruiting?.total).toBe(4);
    const confirmedJobs = await list?.page(filtered({ topic: "jobs", status: "confirmed" }));
    expect(Object.keys(topicsOf(confirmedJobs?.rows ?? [])).sort()).toEqual(["jobs-only@example.com", "recruit-2@example.com"]);
  });

  it("exports the topics as CSV, with the page's topic filter applied", async () => {
    const cookie = await sessionCookie("operator");
    const exported = await csvRoute(
      new Request("http://localhost:3000/admin/export/subscribers.csv?status=confirmed&topic=jobs", { headers: { host: "localhost:3000", cookie } }),
      { params: Promise.resolve({ file: "subscribers.csv" }) },
    );
    expect(exported.status).toBe(200);
    const [header = "", ...rows] = (await exported.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe("Id,E-mail,Status,Topics,Signed up,Consent at,Consent IP,Confirmed at,Unsubscribed at");
    const byEmail = rows.sort((a, b) => String(a.split(",")[1]).localeCompare(String(b.split(",")[1])));
    expect(byEmail).toEqual([
      expect.stringMatching(/^[\w-]+,jobs-only@example\.com,confirmed,Job openings,\d{4}-\d\d-\d\dT/),
      expect.stringMatching(/^[\w-]+,recruit-2@example\.com,confirmed,"Job openings, Recruitment blog",\d{4}-\d\d-\d\dT/),
    ]);
  });
});
