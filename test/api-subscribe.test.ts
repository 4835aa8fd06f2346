import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/subscribe/route";
import { createPrismaClient } from "@/lib/core/db/client";
import { resetEachTest } from "./support/reset";

const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
let ipCounter = 0;

function post(body: string, headers: Record<string, string> = {}) {
  ipCounter += 1;
  const request = new Request("http://localhost:3000/api/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json", host: "localhost:3000", "x-client-ip": `10.0.0.${ipCounter}`, ...headers },
    body,
  });
  return POST(request, undefined);
}

resetEachTest("outboxMail", "subscriber");

describe("POST /api/subscribe", () => {
  it("stores a pending subscriber with consent time and IP, and queues the confirmation mail", async () => {
    const response = await post(JSON.stringify({ email: "Ada@Example.com" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "thanks for subscribing." });
    const row = await db.subscriber.findUniqueOrThrow({ where: { email: "ada@example.com" } });
    expect(row.status).toBe("pending");
    expect(row.consentIp).toMatch(/^10\.0\.0\./);
    expect(await db.outboxMail.count({ where: { to: "ada@example.com", kind: "subscribe-confirm" } })).toBe(1);
  });

  it("answers a known address exactly like a new one and keeps one row", async () => {
    const first = await post(JSON.stringify({ email: "known@example.com" }));
    await db.subscriber.update({ where: { email: "known@example.com" }, data: { status: "confirmed" } });
    const second = await post(JSON.stringify({ email: "known@example.com" }));
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await db.subscriber.count()).toBe(1);
  });

  it("stores concurrent sign-ups exactly once each, with one confirmation per new address", async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `burst-${i}@example.com`);
    const responses = await Promise.all([...emails, ...emails.slice(0, 10)].map((email) => post(JSON.stringify({ email }))));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await db.subscriber.count()).toBe(40);
    expect(await db.outboxMail.count({ where: { kind: "subscribe-confirm" } })).toBeGreaterThanOrEqual(40);
    const first = await db.subscriber.findUniqueOrThrow({ where: { email: "burst-0@example.com" } });
    expect(first.consentAt).toBeInstanceOf(Date);
    expect(Math.abs(first.consentAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("stores nothing when the honeypot is filled", async () => {
    const response = await post(JSON.stringify({ email: "bot@example.com", website: "http://spam" }));
    expect(response.status).toBe(200);
    expect(await db.subscriber.count()).toBe(0);
  });

  it.each([
    ["not JSON", "{email:", 400],
    ["an array", '["a@b.co"]', 400],
    ["a wrong type", '{"email":42}', 422],
    ["a missing field", "{}", 422],
    ["a header injection", JSON.stringify({ email: "a@b.co\r\nBcc: victim@example.com" }), 422],
    ["a display-name form mail would send to victim@x.com", JSON.stringify({ email: "1<victim@x.com" }), 422],
    ["an address no server takes", JSON.stringify({ email: "(1@x.yz" }), 422],
    ["a 2 MB string", JSON.stringify({ email: `${"a".repeat(2 * 1024 * 1024)}@example.com` }), 413],
  ])("answers %s with a 4xx JSON error and stores nothing", async (_label, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: string };
    expect(json.error).toMatch(/\w+/);
    expect(await db.subscriber.count()).toBe(0);
  });

  it("refuses another content type with 415 (JSON, or the footer's form-encoded fields)", async () => {
    const response = await post("email=a@b.co", { "content-type": "text/plain" });
    expect(response.status).toBe(415);
  });

  it("refuses a cross-origin POST with 403", async () => {
    const response = await post(JSON.stringify({ email: "a@b.co" }), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await db.subscriber.count()).toBe(0);
  });

  it("limits one address to a few attempts an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(JSON.stringify({ email: "flood@example.com" }))).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("takes the footer's plain form post (no JavaScript) with its topics and lands on /subscription, which says what happened", async () => {
    const form = (body: string) =>
      post(body, { "content-type": "application/x-www-form-urlencoded", "sec-fetch-mode": "navigate", origin: "http://localhost:3000" });
    const sent = await form("email=No.Script%40Example.com&website=&interests=jobs&interests=recruitment-blog");
    expect([sent.status, sent.headers.get("location")]).toEqual([303, "/subscription?sent=1"]);
    expect(await db.subscriber.findUniqueOrThrow({ where: { email: "no.script@example.com" } })).toMatchObject({
      status: "pending",
      interests: "jobs recruitment-blog",
    });
    expect(await db.outboxMail.count({ where: { to: "no.script@example.com", kind: "subscribe-confirm" } })).toBe(1);

    const wrong = await form("email=not-an-address&interests=jobs");
    expect([wrong.status, wrong.headers.get("location")]).toEqual([303, "/subscription?problem=invalid"]);
    const unknownTopic = await form("email=topic%40example.com&interests=gardening");
    expect(unknownTopic.headers.get("location")).toBe("/subscription?problem=invalid");
    expect(await db.subscriber.count({ where: { email: { in: ["not-an-address", "topic@example.com"] } } })).toBe(0);
    // A script's form-encoded post is still told in JSON.
    const scripted = await post("email=x%40example.com", { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" });
    expect(scripted.status).toBe(200);
  });
});
