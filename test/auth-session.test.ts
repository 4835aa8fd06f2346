import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "../lib/core/db/client";
import {
  currentUser,
  endSession,
  requireOperatorApi,
  revokeUserSessions,
  safeReturnPath,
  secureCookies,
  sessionCookie,
  startSession,
} from "../lib/features/auth/session";

const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
afterAll(() => db.$disconnect());

let n = 0;
async function user(role = "user") {
  n += 1;
  return db.user.create({ data: { email: `session-${n}-${Date.now()}@example.com`, name: "Sam", role, emailVerifiedAt: new Date() } });
}

async function signedIn(userId: string, secondFactor = false): Promise<{ request: Request; token: string }> {
  const response = NextResponse.json({});
  await startSession(userId, "10.0.0.1", response, secondFactor);
  const token = response.cookies.get("sid")?.value ?? "";
  return { token, request: new Request("http://localhost/", { headers: { cookie: `theme=dark; sid=${token}` } }) };
}

describe("safeReturnPath", () => {
  it.each([
    ["/blogs?x=1", "/blogs?x=1"],
    ["/admin/posts", "/admin/posts"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/a\nb", "/"],
    ["blogs", "/"],
    ["", "/"],
    [null, "/"],
    [undefined, "/"],
  ])("%j → %j", (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("//x", "/home")).toBe("/home");
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax and path-wide, Secure only for a production https site", () => {
    const cookie = sessionCookie("token", new Date(Date.now() + 1000));
    expect(cookie).toMatchObject({ name: "sid", value: "token", httpOnly: true, sameSite: "lax", path: "/", secure: false });
    expect(secureCookies(true, "https://example.com")).toBe(true);
    expect(secureCookies(true, "http://127.0.0.1:3000")).toBe(false);
    expect(secureCookies(false, "https://example.com")).toBe(false);
  });

  it("is __Host-sid and Secure on a production https site, and Secure whenever the request came over https", () => {
    const at = new Date(Date.now() + 1000);
    const onHttpsSite = sessionCookie("token", at, false, true);
    expect(onHttpsSite).toMatchObject({ name: "__Host-sid", secure: true, path: "/" });
    expect(onHttpsSite).not.toHaveProperty("domain");
    expect(sessionCookie("token", at, true, false)).toMatchObject({ name: "sid", secure: true });
    expect(sessionCookie("token", at, false, false)).toMatchObject({ name: "sid", secure: false });
  });
});

describe("sessions", () => {
  it("stores only the token's hash and finds the user from the Cookie header", async () => {
    const account = await user();
    const { request, token } = await signedIn(account.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.session.count({ where: { tokenHash: token } })).toBe(0);
    const found = await currentUser(request);
    expect(found).toMatchObject({ id: account.id, email: account.email, role: "user" });
  });

  it("ends the session of the request and clears the cookie", async () => {
    const account = await user();
    const { request } = await signedIn(account.id);
    const response = NextResponse.json({});
    await endSession(request, response);
    expect(response.headers.get("set-cookie")).toMatch(/^sid=;/);
    expect(await currentUser(request)).toBeNull();
  });

  it("refuses an unknown, oversized or expired token", async () => {
    const account = await user();
    const { request } = await signedIn(account.id);
    expect(await currentUser(new Request("http://localhost/", { headers: { cookie: "sid=nope" } }))).toBeNull();
    expect(await currentUser(new Request("http://localhost/", { headers: { cookie: `sid=${"a".repeat(200)}` } }))).toBeNull();
    await db.session.updateMany({ where: { userId: account.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await currentUser(request)).toBeNull();
  });

  it("revokes every session of a user", async () => {
    const account = await user();
    const a = await signedIn(account.id);
    const b = await signedIn(account.id);
    expect(await revokeUserSessions(account.id)).toBe(2);
    expect(await currentUser(a.request)).toBeNull();
    expect(await currentUser(b.request)).toBeNull();
  });

  it("lets only operators through requireOperatorApi: 401 anonymous, 403 for a user", async () => {
    const anonymous = new Request("http://localhost/");
    await expect(requireOperatorApi(anonymous)).rejects.toMatchObject({ status: 401 });
    const plain = await signedIn((await user()).id);
    await expect(requireOperatorApi(plain.request)).rejects.toMatchObject({ status: 403 });
    const operator = await signedIn((await user("operator")).id, true);
    await expect(requireOperatorApi(operator.request)).resolves.toMatchObject({ role: "operator" });
  });

  it("keeps an operator account's session before the second factor out of requireOperatorApi (401) and a plain user's in currentUser", async () => {
    const account = await user("operator");
    const half = await signedIn(account.id);
    await expect(requireOperatorApi(half.request)).rejects.toMatchObject({ status: 401 });
    expect(await currentUser(half.request)).toMatchObject({ role: "user", needsSecondFactor: true });
    const full = await signedIn(account.id, true);
    expect(await currentUser(full.request)).toMatchObject({ role: "operator", needsSecondFactor: false });
  });
});

// Issue 34, L2: an operator account's session not used for 8 hours is ended, whatever is left of its
// 30 days; a request writes lastSeenAt at most once a minute, so the limit holds to the minute.
describe("an operator's idle timeout", () => {
  const HOUR = 60 * 60 * 1000;
  const idleFor = (sessionRequest: Request, ms: number) => {
    const token = /sid=([^;]+)/.exec(sessionRequest.headers.get("cookie") ?? "")?.[1] ?? "";
    return db.session.updateMany({ where: { tokenHash: createHash("sha256").update(token).digest("hex") }, data: { lastSeenAt: new Date(Date.now() - ms) } });
  };

  it("ends an operator's session last used more than 8 hours ago, and keeps one used 7 h 58 min ago", async () => {
    const account = await user("operator");
    const recent = await signedIn(account.id, true);
    const idle = await signedIn(account.id, true);
    await idleFor(recent.request, 8 * HOUR - 2 * 60_000);
    await idleFor(idle.request, 8 * HOUR + 60_000);
    await expect(requireOperatorApi(recent.request)).resolves.toMatchObject({ id: account.id, role: "operator" });
    await expect(requireOperatorApi(idle.request)).rejects.toMatchObject({ status: 401 });
    expect(await db.session.count({ where: { userId: account.id } })).toBe(1);
    // Using the session moved its last use to now: its 8 hours start again.
    const [kept] = await db.session.findMany({ where: { userId: account.id } });
    expect(Date.now() - (kept?.lastSeenAt.getTime() ?? 0)).toBeLessThan(10_000);
  });

  it("ends an idle operator account's session before its second factor too, and leaves a visitor's 30 days alone", async () => {
    const half = await signedIn((await user("operator")).id);
    const visitor = await signedIn((await user()).id);
    await idleFor(half.request, 9 * HOUR);
    await idleFor(visitor.request, 9 * 24 * HOUR);
    expect(await currentUser(half.request)).toBeNull();
    expect(await currentUser(visitor.request)).toMatchObject({ role: "user" });
  });

  it("records a use at most once a minute", async () => {
    const account = await user("operator");
    const session = await signedIn(account.id, true);
    const lastSeen = async () => (await db.session.findFirstOrThrow({ where: { userId: account.id } })).lastSeenAt.getTime();
    await idleFor(session.request, 30_000);
    const before = await lastSeen();
    await currentUser(session.request);
    expect(await lastSeen()).toBe(before);
    await idleFor(session.request, 2 * 60_000);
    await currentUser(session.request);
    expect(Date.now() - (await lastSeen())).toBeLessThan(10_000);
  });
});
