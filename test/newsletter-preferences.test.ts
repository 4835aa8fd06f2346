// A subscriber's topics (#27 item 3): chosen in the footer's sign-up, changed only through the
// signed preferences link of every newsletter mail, never by an anonymous sign-up once confirmed.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as subscribeRoute } from "@/app/api/subscribe/route";
import { POST as confirmRoute } from "@/app/api/newsletter/confirm/route";
import { POST as preferencesRoute } from "@/app/api/newsletter/preferences/route";
import { POST as unsubscribeRoute } from "@/app/api/newsletter/unsubscribe/route";
import { db } from "@/lib/core/db";
import { createToken, verifyToken } from "@/lib/core/tokens";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { preferencesUrl, readPreferences } from "@/lib/features/subscriptions/preferences";
import { unsubscribeToken } from "@/lib/features/subscriptions/unsubscribe";
import { resetEachTest } from "./support/reset";

let ip = 0;
const headers = (type: string, extra: Record<string, string> = {}) => ({
  "content-type": type,
  host: "localhost:3000",
  "x-client-ip": `10.9.0.${++ip % 250}`,
  ...extra,
});

function subscribe(body: Record<string, unknown>) {
  return subscribeRoute(
    new Request("http://localhost:3000/api/subscribe", { method: "POST", headers: headers("application/json"), body: JSON.stringify(body) }),
    undefined,
  );
}

function save(token: string, interests: string[], navigate = false) {
  const body = new URLSearchParams([["token", token], ...interests.map((interest) => ["interests", interest])]);
  const extra: Record<string, string> = navigate ? { "sec-fetch-mode": "navigate" } : { accept: "application/json" };
  return preferencesRoute(
    new Request("http://localhost:3000/api/newsletter/preferences", { method: "POST", headers: headers("application/x-www-form-urlencoded", extra), body }),
    undefined,
  );
}

const stored = async (email: string) => (await db.subscriber.findUnique({ where: { email } }))?.interests;
const tokenOf = (email: string) => new URL(preferencesUrl(email)).searchParams.get("token") ?? "";

resetEachTest("outboxMail", "subscriber");

describe("topics chosen at sign-up", () => {
  it("are stored with the pending subscriber, each once and in the list's order; none chosen stores none", async () => {
    expect((await subscribe({ email: "topics@example.com", interests: ["recruitment-blog", "jobs", "recruitment-blog"] })).status).toBe(200);
    expect(await stored("topics@example.com")).toBe("jobs recruitment-blog");
    expect((await subscribe({ email: "none@example.com" })).status).toBe(200);
    expect(await stored("none@example.com")).toBe("");
    expect((await subscribe({ email: "empty@example.com", interests: [] })).status).toBe(200);
    expect(await stored("empty@example.com")).toBe("");
  });

  it("refuses a topic not on the list with 422 and stores nothing", async () => {
    const response = await subscribe({ email: "odd@example.com", interests: ["jobs", "healthcare-blog"] });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Array<{ msg: string }> }).errors[0]?.msg).toBe("Please choose topics from the list.");
    expect(await db.subscriber.count({ where: { email: "odd@example.com" } })).toBe(0);
  });

  it("leave a confirmed address's topics alone and answer exactly as for a new address; a pending one takes the newer choice", async () => {
    const fresh = await subscribe({ email: "reader@example.com", interests: ["digital-blog"] });
    await db.subscriber.update({ where: { email: "reader@example.com" }, data: { status: "confirmed" } });
    const again = await subscribe({ email: "reader@example.com", interests: ["jobs", "services"] });
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    expect(await stored("reader@example.com")).toBe("digital-blog");
    expect((await db.subscriber.findUniqueOrThrow({ where: { email: "reader@example.com" } })).status).toBe("confirmed");

    await subscribe({ email: "waiting@example.com", interests: ["jobs"] });
    await subscribe({ email: "waiting@example.com", interests: ["partnerships"] });
    expect(await stored("waiting@example.com")).toBe("partnerships");
    expect(await db.outboxMail.count({ where: { to: "waiting@example.com", kind: "subscribe-confirm" } })).toBe(2);
  });
});

describe("the preferences link", () => {
  it("is in the welcome mail, signed for that address and no other purpose", async () => {
    const mail = await renderOutboxMail("subscribe-welcome", "ada@example.com", {});
    const link = mail.text.match(/Choose your topics: (\S+)/)?.[1] ?? "";
    expect(link).toMatch(/^http:\/\/localhost:3000\/subscription\/preferences\?token=/);
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(verifyToken("preferences", token)).toBe("ada@example.com");
    expect(verifyToken("unsubscribe", token)).toBeNull();
    expect(mail.html).toContain(`>Choose your topics</a>`);
  });

  it("reads the subscriber's topics; a forged, foreign or unknown address's token reads nothing", async () => {
    await db.subscriber.create({ data: { email: "ravi@example.com", status: "confirmed", interests: "services business-blog" } });
    expect(await readPreferences(tokenOf("ravi@example.com"))).toEqual({
      email: "ravi@example.com",
      status: "confirmed",
      interests: ["services", "business-blog"],
    });
    expect(await readPreferences(`${tokenOf("ravi@example.com").slice(0, -2)}xx`)).toBeNull();
    expect(await readPreferences(unsubscribeToken("ravi@example.com"))).toBeNull();
    expect(await readPreferences(tokenOf("nobody@example.com"))).toBeNull();
  });

  it("changes the topics only by its POST: saved, then cleared; a navigation is answered with the page again", async () => {
    await db.subscriber.create({ data: { email: "meera@example.com", status: "confirmed", interests: "jobs" } });
    const token = tokenOf("meera@example.com");
    const saved = await save(token, ["recruitment-blog", "partnerships"]);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: "Your choices are saved." });
    expect(await stored("meera@example.com")).toBe("partnerships recruitment-blog");

    const page = await save(token, [], true);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/subscription/preferences?token=${encodeURIComponent(token)}&saved=1`);
    expect(await stored("meera@example.com")).toBe("");
  });

  it("refuses a forged token, a topic not on the list and another site's form, changing nothing", async () => {
    await db.subscriber.create({ data: { email: "kiran@example.com", status: "confirmed", interests: "jobs" } });
    const token = tokenOf("kiran@example.com");
    const forged = await save(`${token.slice(0, -2)}xx`, ["services"]);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: string }).error).toBe(
      "The preferences link is incomplete or no longer works. Please use the link from the most recent newsletter.",
    );
    expect((await save(createToken("confirm", "kiran@example.com"), ["services"])).status).toBe(400);
    expect((await save(token, ["healthcare-blog"])).status).toBe(422);
    const crossSite = await preferencesRoute(
      new Request("http://localhost:3000/api/newsletter/preferences", {
        method: "POST",
        headers: headers("application/x-www-form-urlencoded", { origin: "https://attacker.example" }),
        body: new URLSearchParams({ token, interests: "services" }),
      }),
      undefined,
    );
    expect(crossSite.status).toBe(403);
    expect(await stored("kiran@example.com")).toBe("jobs");
  });

  it("cannot give an unsubscribed address topics again, and unsubscribing forgets them", async () => {
    await db.subscriber.create({ data: { email: "left@example.com", status: "confirmed", interests: "jobs digital-blog" } });
    const unsubscribed = await unsubscribeRoute(
      new Request("http://localhost:3000/api/newsletter/unsubscribe", {
        method: "POST",
        headers: headers("application/x-www-form-urlencoded", { accept: "application/json" }),
        body: new URLSearchParams({ token: unsubscribeToken("left@example.com") }),
      }),
      undefined,
    );
    expect(unsubscribed.status).toBe(200);
    expect(await stored("left@example.com")).toBe("");
    expect((await save(tokenOf("left@example.com"), ["jobs"])).status).toBe(400);
    expect(await stored("left@example.com")).toBe("");
  });
});

describe("the per-IP limits of confirming and unsubscribing (#34 notes)", () => {
  it.each([
    ["confirm", confirmRoute],
    ["unsubscribe", unsubscribeRoute],
  ])("count every address of one IPv6 /64 as one visitor on %s, as the other public forms do", async (name, handler) => {
    const network = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    const post = (n: number) =>
      handler(
        new Request(`http://localhost:3000/api/newsletter/${name}`, {
          method: "POST",
          headers: { ...headers("application/x-www-form-urlencoded", { accept: "application/json" }), "x-client-ip": `${network}::${n.toString(16)}` },
          body: new URLSearchParams({ token: "not-a-token" }),
        }),
        undefined,
      );
    const statuses: number[] = [];
    for (let n = 1; n <= 21; n++) statuses.push((await post(n)).status);
    expect(statuses).toEqual([...Array<number>(20).fill(400), 429]);
  });
});
