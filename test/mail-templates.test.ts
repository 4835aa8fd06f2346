// The registry of lib/runtime/templates.ts renders every kind its features queue, from the
// features' own templates: the subscription mails (signed links) and the contact notice.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db";
import { verifyToken } from "@/lib/core/tokens";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { saveContactMessage } from "@/lib/features/contact/contact";

afterAll(() => db.$disconnect());

const linkIn = (text: string, path: string) => new URL(text.match(new RegExp(`https?://\\S+${path}\\S*`))?.[0] ?? "");

describe("outbox mail templates", () => {
  it("renders the subscription confirmation with a signed link for that address", async () => {
    const mail = await renderOutboxMail("subscribe-confirm", "ada@example.com", {});
    expect(mail.subject).toBe("Please confirm your newsletter subscription");
    expect(mail.text).toContain("The link works for 7 days");
    const token = linkIn(mail.text, "/subscription/confirm").searchParams.get("token") ?? "";
    expect(verifyToken("confirm", token)).toBe("ada@example.com");
  });

  it("renders the welcome with a one-click unsubscribe header and link", async () => {
    const mail = await renderOutboxMail("subscribe-welcome", "ada@example.com", {});
    expect(mail.subject).toBe("You are subscribed to our newsletter");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = linkIn(mail.text, "/subscription/unsubscribe").searchParams.get("token") ?? "";
    expect(verifyToken("unsubscribe", token)).toBe("ada@example.com");
  });

  it("renders the operator's contact notice from the stored message, escaped in HTML", async () => {
    await db.outboxMail.deleteMany();
    await saveContactMessage({ name: "Ada <b>", email: "ada@example.com", phone: "9876543210", message: "Hello <script>", privacy: true }, "10.1.2.3");
    const row = await db.outboxMail.findFirstOrThrow({ where: { kind: "contact-notify" } });
    const mail = await renderOutboxMail(row.kind, row.to, JSON.parse(row.payload) as Record<string, unknown>);
    expect(mail.subject).toBe("New contact message from Ada <b>");
    expect(mail.headers).toEqual({ "Reply-To": "ada@example.com" });
    expect(mail.text).toContain("Ada <b> <ada@example.com>, phone 9876543210, wrote through the contact form:");
    expect(mail.html).toContain("Hello &lt;script&gt;");
    await db.outboxMail.deleteMany();
    await db.contactMessage.deleteMany();
  });

  it("refuses a kind no feature renders", async () => {
    await expect(renderOutboxMail("no-such-kind", "ada@example.com", {})).rejects.toThrow('No mail template for kind "no-such-kind"');
  });
});
