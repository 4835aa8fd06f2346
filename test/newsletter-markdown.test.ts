// A newsletter in Markdown (#35 item 10): the blog's own parser and sanitiser make its HTML part
// (bold, lists and links as a post shows them; typed HTML and unsafe links stay text), its links
// go through the campaign's counted redirects, and it carries a plain-text part read from the same
// Markdown. The form sends the format with the message; plain text stays the default.
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { POST as sendRoute } from "@/app/api/send-newsletter/route";
import { createCampaign } from "@/lib/features/newsletter/campaigns";
import { clickUrl } from "@/lib/features/newsletter/links";
import { counts, db, sender, senderHarness } from "./support/newsletter-sender";
import { sessionCookie } from "./support/session";

const harness = senderHarness();

const JOBS = "https://example.com/jobs?team=qa&city=kanpur";
const MESSAGE = [
  "## Hiring in **Kanpur**",
  "We are looking for _testers_ and **developers**. See [the openings](" + JOBS + ").",
  "- Java\n- SQL",
  "<script>alert(1)</script> and [a trap](javascript:alert(1)).",
].join("\n\n");

function post(cookie: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return sendRoute(
    new Request("http://localhost:3000/api/send-newsletter", {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000", accept: "application/json", cookie },
      body,
    }),
    undefined,
  );
}

describe("a Markdown newsletter", () => {
  it("is stored with its format from the operator's form, plain text when none is given", async () => {
    const cookie = await sessionCookie("operator");
    expect((await post(cookie, { subject: "In Markdown", message: MESSAGE, format: "markdown" })).status).toBe(202);
    expect((await post(cookie, { subject: "As typed", message: "Plain **as typed**." })).status).toBe(202);
    expect((await post(cookie, { subject: "Odd", message: "Hi.", format: "html" })).status).toBe(422);
    const rows = await db.campaign.findMany({ select: { subject: true, format: true, links: { select: { url: true } } }, orderBy: { subject: "asc" } });
    expect(rows).toEqual([
      { subject: "As typed", format: "plain", links: [] },
      { subject: "In Markdown", format: "markdown", links: [{ url: JOBS }] },
    ]);
  });

  it("goes out as sanitised HTML with counted links and a plain-text part, one copy per confirmed subscriber", async () => {
    await db.subscriber.createMany({ data: ["ana@example.com", "ben@example.com"].map((email) => ({ email, status: "confirmed" })) });
    const { id } = await createCampaign({ subject: "Markdown news", message: MESSAGE, format: "markdown", image: null, createdBy: "op@example.com" });
    const worker = sender();
    worker.kick();
    await worker.idle();
    expect(await counts(id)).toEqual({ sent: 2 });
    expect(harness.smtp.received.map((mail) => mail.to).sort()).toEqual(["ana@example.com", "ben@example.com"]);

    const mail = await simpleParser(harness.smtp.received[0]?.raw ?? Buffer.alloc(0));
    const counted = clickUrl(id, 0);
    const html = mail.html || "";
    expect(html).toContain("<h3>Hiring in <strong>Kanpur</strong></h3>");
    expect(html).toContain(
      `<p>We are looking for <em>testers</em> and <strong>developers</strong>. See <a href="${counted.replaceAll("&", "&amp;")}" rel="nofollow ugc noopener">the openings</a>.</p>`,
    );
    expect(html).toContain("<ul>\n<li>Java</li>\n<li>SQL</li>\n</ul>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; and [a trap](javascript:alert(1)).");
    expect(html).not.toContain(JOBS.replaceAll("&", "&amp;"));
    const [body, footer] = (mail.text ?? "").split("\n\nUnsubscribe: ");
    expect(body).toBe(
      [
        "Hiring in Kanpur",
        `We are looking for testers and developers. See the openings (${counted}).`,
        "- Java\n- SQL",
        "<script>alert(1)</script> and [a trap](javascript:alert(1)).",
      ].join("\n\n"),
    );
    expect(footer).toMatch(/^http:\/\/localhost:3000\/subscription\/unsubscribe\?token=/);
  });
});
