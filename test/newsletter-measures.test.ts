// Issue 27 item 5: measuring a campaign without tracking people. Every copy carries the same signed
// redirect per link; a click counts per campaign and link only; the redirect goes to the stored
// URL (never one from the request), survives a database outage for a link it knows, and a link
// this site did not sign answers 404 without counting. Unsubscribing through a campaign's mail
// counts once for that campaign.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as click, HEAD as clickHead } from "@/app/api/newsletter/click/[campaignId]/[position]/route";
import { POST as unsubscribePost } from "@/app/api/newsletter/unsubscribe/route";
import { isDown, markDown } from "@/lib/core/outage";
import { LocalDiskStore } from "@/lib/core/storage/local-disk";
import { runRetention } from "@/lib/features/admin/retention";
import { createCampaign, listCampaigns } from "@/lib/features/newsletter/campaigns";
import { clickUrl } from "@/lib/features/newsletter/links";
import { loadCampaignContent, renderNewsletter } from "@/lib/features/newsletter/message";
import { counts, db, newCampaign, sender, senderHarness, until } from "./support/newsletter-sender";
import { rawHeader } from "./support/smtp";

const harness = senderHarness();

const JOBS = "https://example.com/jobs?team=qa&city=kanpur";
const BLOG = "https://example.org/blog/";
const MESSAGE = `We are hiring: ${JOBS} (apply soon).\n\nRead more at ${BLOG} or at example.net, and again ${JOBS}.`;

type DataModel = { models: Record<string, { fields: Array<{ name: string; kind: string; type: string }> }> };
const dataModel = (db as unknown as { _runtimeDataModel: DataModel })._runtimeDataModel;

/** Rows of any table with a text column holding one of `needles`. */
async function rowsNaming(...needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [model, { fields }] of Object.entries(dataModel.models)) {
    const columns = fields.filter((field) => field.kind === "scalar" && field.type === "String").map((field) => field.name);
    if (columns.length === 0) continue;
    // The needles are this test's own addresses and ids (letters, digits, @ . -): safe as literals.
    const where = columns.flatMap((column) => needles.map((needle) => `"${column}" LIKE '%${needle}%'`)).join(" OR ");
    const [row] = await db.$queryRawUnsafe<Array<{ n: bigint | number }>>(`SELECT COUNT(*) AS n FROM "${model}" WHERE ${where}`);
    if (Number(row?.n ?? 0) > 0) found[model] = Number(row?.n);
  }
  return found;
}

function follow(url: string, method: "GET" | "HEAD" = "GET", ip?: string) {
  const { pathname } = new URL(url);
  const [, , , , campaignId = "", position = ""] = pathname.split("/");
  const context = { params: Promise.resolve({ campaignId: decodeURIComponent(campaignId), position }) };
  return (method === "GET" ? click : clickHead)(new Request(url, { method, headers: ip ? { "x-client-ip": ip } : {} }), context);
}

const clicksOf = async (campaignId: string) =>
  (await db.campaignLink.findMany({ where: { campaignId }, orderBy: { position: "asc" } })).map((link) => [link.url, link.clicks]);

async function sentCampaign(emails: string[]) {
  await db.subscriber.createMany({ data: emails.map((email) => ({ email, status: "confirmed", confirmedAt: new Date() })) });
  return (await createCampaign({ subject: "Links inside", message: MESSAGE, image: null, createdBy: "op@example.com" })).id;
}

function unsubscribeThrough(listUnsubscribe: string) {
  const url = listUnsubscribe.replace(/^<|>$/g, "");
  return unsubscribePost(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": "10.9.0.1" },
      body: "List-Unsubscribe=One-Click",
    }),
    undefined,
  );
}

beforeEach(async () => {
  await db.rateLimit.deleteMany();
});

describe("counted links in a campaign's copies", () => {
  it("gives both recipients the same counted link per web address, and leaves the unsubscribe link and other text alone", async () => {
    const id = await sentCampaign(["ana@example.com", "ben@example.com"]);
    expect(await clicksOf(id)).toEqual([
      [JOBS, 0],
      [BLOG, 0],
    ]); // stored when the campaign was made
    const content = await loadCampaignContent(await db.campaign.findUniqueOrThrow({ where: { id } }));
    const [ana, ben] = [renderNewsletter(content, "ana@example.com"), renderNewsletter(content, "ben@example.com")];
    const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));

    expect(hrefs(ana.html)).toEqual([
      clickUrl(id, 0),
      clickUrl(id, 1),
      clickUrl(id, 0),
      expect.stringContaining("/subscription/unsubscribe?token="),
      expect.stringContaining("/subscription/preferences?"),
    ]);
    expect(hrefs(ben.html).slice(0, 3)).toEqual(hrefs(ana.html).slice(0, 3));
    expect(clickUrl(id, 0)).toMatch(new RegExp(`^http://localhost:3000/api/newsletter/click/${id}/0\\?s=[\\w-]{22}$`));
    // Each copy's unsubscribe link is its own, and it goes to the site, never through the counter.
    expect(hrefs(ana.html)[3]).not.toBe(hrefs(ben.html)[3]);
    expect(ana.html).not.toMatch(/newsletter\/click\/[^"]*"[^>]*>Unsubscribe/);
    // The reader sees where a link goes; an address written without its scheme stays text.
    expect(ana.html).toContain(`>${JOBS.replaceAll("&", "&amp;")}</a> (apply soon).`);
    expect(ana.html).toContain("or at example.net, and again");
    expect(ana.text).toContain(`We are hiring: ${clickUrl(id, 0)} (apply soon).`);
    expect(await clicksOf(id)).toEqual([
      [JOBS, 0],
      [BLOG, 0],
    ]);
  });

  it("makes web addresses links in a test copy too, pointing straight at them", async () => {
    const mail = renderNewsletter({ subject: "Test", message: `See ${BLOG} now.`, image: null }, "op@example.com");
    expect(mail.html).toContain(`<a href="${BLOG}" style="color:#1d4ed8;text-decoration:underline">${BLOG}</a> now.`);
  });
});

describe("GET /api/newsletter/click", () => {
  it("counts two clicks as 2 for that link only and sends the reader to the stored URL, never to one from the request", async () => {
    const id = await sentCampaign(["ana@example.com"]);
    const worker = sender();
    worker.kick();
    await worker.idle();
    expect(await counts(id)).toEqual({ sent: 1 });
    const before = await rowsNaming("ana@example.com", (await db.subscriber.findUniqueOrThrow({ where: { email: "ana@example.com" } })).id);

    const first = await follow(`${clickUrl(id, 0)}&url=https://evil.example/`);
    const second = await follow(clickUrl(id, 0));
    for (const answer of [first, second]) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(JOBS);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    expect(await clicksOf(id)).toEqual([
      [JOBS, 2],
      [BLOG, 0],
    ]);
    const head = await follow(clickUrl(id, 1), "HEAD");
    expect([head.status, head.headers.get("location")]).toEqual([302, BLOG]);
    expect(await clicksOf(id)).toEqual([
      [JOBS, 2],
      [BLOG, 0],
    ]);

    // The counter holds a campaign, a position, a URL and a number: nothing that could name a reader,
    // and the clicks added no row anywhere that names the recipient.
    expect(dataModel.models.CampaignLink?.fields.filter((f) => f.kind === "scalar").map((f) => f.name)).toEqual(["campaignId", "position", "url", "clicks"]);
    expect(await rowsNaming("ana@example.com", (await db.subscriber.findUniqueOrThrow({ where: { email: "ana@example.com" } })).id)).toEqual(before);
    const [summary] = await listCampaigns();
    expect(summary?.links).toEqual([
      { position: 0, url: JOBS, clicks: 2 },
      { position: 1, url: BLOG, clicks: 0 },
    ]);
  });

  it("counts at most 10 clicks a campaign from one IP (an IPv6 /64) an hour; past them the reader is still sent on, uncounted (#34 L9)", async () => {
    const id = await sentCampaign(["ana@example.com"]);
    const answers = [];
    for (let n = 1; n <= 14; n++) answers.push(await follow(clickUrl(id, n % 2), "GET", `2001:db8:34:9::${n.toString(16)}`));
    expect(answers.map((answer) => [answer.status, answer.headers.get("location")])).toEqual(
      Array.from({ length: 14 }, (_, n) => [302, (n + 1) % 2 ? BLOG : JOBS]),
    );
    // Another visitor's click still counts.
    expect((await follow(clickUrl(id, 0), "GET", "198.51.100.34")).status).toBe(302);
    await until(async () => (await clicksOf(id)).reduce((sum, [, clicks]) => sum + Number(clicks), 0) >= 11);
    expect(await clicksOf(id)).toEqual([
      [JOBS, 6],
      [BLOG, 5],
    ]);
  });

  it("answers a clear 404 page and counts nothing for a tampered campaign, position or signature, or an unknown link", async () => {
    const id = await sentCampaign(["ana@example.com"]);
    await loadCampaignContent(await db.campaign.findUniqueOrThrow({ where: { id } }));
    const signature = new URL(clickUrl(id, 0)).searchParams.get("s") ?? "";
    const other = await newCampaign("Another");
    const tampered = [
      clickUrl(id, 0).replace(`/${id}/0?`, `/${id}/1?`),
      clickUrl(id, 0).replace(`/${id}/`, `/${other.id}/`),
      clickUrl(id, 0).replace(signature, `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`),
      clickUrl(id, 0).replace(/\?s=.*$/, ""),
      clickUrl(id, 0).replace("/0?", "/00?"),
      clickUrl(id, 7), // signed, but the campaign has no eighth link
    ];
    for (const url of tampered) {
      const answer = await follow(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get("location")).toBeNull();
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await answer.text()).toContain("<h1>This link is not valid</h1><p>This newsletter link is incomplete or was changed.");
    }
    expect(await clicksOf(id)).toEqual([
      [JOBS, 0],
      [BLOG, 0],
    ]);
  });

  it("still sends the reader on while the database is down, and writes the click once it is back", async () => {
    const id = await sentCampaign(["ana@example.com"]);
    await loadCampaignContent(await db.campaign.findUniqueOrThrow({ where: { id } })); // as the sender does: the links are known
    const unknown = await newCampaign("Not sent here");
    await db.campaign.update({ where: { id: unknown.id }, data: { message: `Go to ${BLOG}` } });
    await db.campaignLink.create({ data: { campaignId: unknown.id, position: 0, url: BLOG } });

    markDown("database", "test outage");
    const started = performance.now();
    const answer = await follow(clickUrl(id, 1));
    expect([answer.status, answer.headers.get("location")]).toEqual([302, BLOG]);
    expect(performance.now() - started).toBeLessThan(1_000);
    // A link this process never saw needs the database: the outage's 503, as a page.
    const blind = await follow(clickUrl(unknown.id, 0));
    expect([blind.status, blind.headers.get("retry-after")]).toEqual([503, "5"]);
    expect(await blind.text()).toContain("<h1>This link cannot be opened right now</h1>");

    await until(() => !isDown("database"), 10_000);
    await until(async () => (await clicksOf(id))[1]?.[1] === 1);
    expect(await clicksOf(id)).toEqual([
      [JOBS, 0],
      [BLOG, 1],
    ]);
    expect(await clicksOf(unknown.id)).toEqual([[BLOG, 0]]);
  });
});

describe("unsubscribing through a campaign's mail", () => {
  it("counts a confirmed subscriber once for that campaign, however often the link is used, and nobody else's link counts for it", async () => {
    const id = await sentCampaign(["ana@example.com", "ben@example.com"]);
    const worker = sender();
    worker.kick();
    await worker.idle();
    const header = async (to: string) => {
      const index = harness.smtp.received.findIndex((mail) => mail.to === to);
      return rawHeader(await harness.smtp.parse(index), "List-Unsubscribe") ?? "";
    };
    const ana = await header("ana@example.com");
    expect(ana).toMatch(new RegExp(`^<http://localhost:3000/api/newsletter/unsubscribe\\?token=[\\w-]+\\.[\\w-]+&campaign=${id}\\.[\\w-]{22}>$`));

    for (let i = 0; i < 2; i++) expect((await unsubscribeThrough(ana)).status).toBe(200);
    expect((await db.subscriber.findUniqueOrThrow({ where: { email: "ana@example.com" } })).status).toBe("unsubscribed");
    expect((await db.campaign.findUniqueOrThrow({ where: { id } })).unsubscribes).toBe(1);

    // Ben's token with Ana's campaign parameter: Ben leaves, but a parameter signed for another address counts nothing.
    const ben = await header("ben@example.com");
    const anaCampaign = /&campaign=([^>]+)/.exec(ana)?.[1] ?? "";
    expect((await unsubscribeThrough(ben.replace(/&campaign=[^>]+/, `&campaign=${anaCampaign}`))).status).toBe(200);
    expect((await db.subscriber.findUniqueOrThrow({ where: { email: "ben@example.com" } })).status).toBe("unsubscribed");
    const [summary] = await listCampaigns();
    expect([summary?.id, summary?.unsubscribes]).toEqual([id, 1]);
    // No table says who left after which campaign: the campaign holds a number.
    expect(await rowsNaming(id)).toEqual({ Campaign: 1, CampaignLink: 2, Delivery: 2 });
  });

  it("keeps a campaign's figures when retention archives its deliveries", async () => {
    const id = await sentCampaign(["ana@example.com", "ben@example.com"]);
    const worker = sender();
    worker.kick();
    await worker.idle();
    await follow(clickUrl(id, 1));
    const ana = harness.smtp.received.findIndex((mail) => mail.to === "ana@example.com");
    await unsubscribeThrough(rawHeader(await harness.smtp.parse(ana), "List-Unsubscribe") ?? "");

    const root = fs.mkdtempSync(path.join(os.tmpdir(), "measures-retention-"));
    const later = new Date(Date.now() + 3 * 365 * 24 * 60 * 60 * 1000);
    const report = await runRetention({ db, store: new LocalDiskStore(path.join(root, "uploads")), mailDir: path.join(root, "mail"), now: later });
    expect(report.campaignsArchived).toBe(1);
    expect(await db.delivery.count({ where: { campaignId: id } })).toBe(0);
    const [summary] = await listCampaigns();
    expect(summary).toMatchObject({
      id,
      counts: { sent: 2, failed: 0 },
      unsubscribes: 1,
      links: [
        { url: JOBS, clicks: 0 },
        { url: BLOG, clicks: 1 },
      ],
    });
  });
});
