import { afterAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { api, call, db, logIn, mailedCode, PASSWORD, sessionCookieOf, signupBody, uniqueEmail, verifiedAccount } from "./support/auth";

afterAll(() => db.$disconnect());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** The login screen's form as a browser without JavaScript posts it: URL-encoded, as a page navigation. */
async function postForm(fields: Record<string, string>, next?: string): Promise<Response> {
  const url = `http://localhost:3000/api/auth/login${next ? `?next=${encodeURIComponent(next)}` : ""}`;
  const headers = { "content-type": "application/x-www-form-urlencoded", host: "localhost:3000", "x-client-ip": "10.8.0.1", "sec-fetch-mode": "navigate" };
  return api.login(new Request(url, { method: "POST", headers, body: new URLSearchParams(fields).toString() }), undefined);
}

describe("POST /api/auth/login", () => {
  it("takes the form posted without JavaScript: a session and a 303 to next, or back to /login with the problem's key", async () => {
    const email = uniqueEmail("no-script");
    await verifiedAccount(email);
    const wrong = await postForm({ email, password: "Wr0ng!Pass" }, "/account/posts");
    expect([wrong.status, wrong.headers.get("location"), wrong.headers.get("set-cookie")]).toEqual([
      303,
      "/login?next=%2Faccount%2Fposts&problem=bad-login",
      null,
    ]);
    const blank = await postForm({ email, password: "" });
    expect([blank.status, blank.headers.get("location")]).toEqual([303, "/login?problem=invalid"]);
    const right = await postForm({ email, password: PASSWORD }, "/account/posts");
    expect([right.status, right.headers.get("location")]).toEqual([303, "/account/posts"]);
    expect(right.headers.get("set-cookie")).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(await db.session.count({ where: { user: { email } } })).toBe(1);
    const elsewhere = await postForm({ email, password: PASSWORD }, "//evil.example/");
    expect(elsewhere.headers.get("location")).toBe("/");
  });

  it("starts a server-side session in an HttpOnly, SameSite=Lax cookie that is not Secure over http", async () => {
    const email = uniqueEmail("login");
    await verifiedAccount(email);
    const answer = await call(api.login, { email, password: PASSWORD });
    expect(answer.status).toBe(200);
    const header = answer.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=lax/i);
    expect(header).toMatch(/;\s*Path=\//);
    expect(header).toMatch(/;\s*Expires=/);
    expect(header).not.toMatch(/;\s*Secure/i);
    const token = sessionCookieOf(answer).slice(4);
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { sessions: true } });
    expect(user.sessions).toHaveLength(1);
    expect(user.sessions[0]?.tokenHash).not.toBe(token);
    expect(user.sessions[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it("answers a wrong password and an unknown e-mail identically and in similar time", async () => {
    const email = uniqueEmail("timing");
    await verifiedAccount(email);
    const wrong = await call(api.login, { email, password: "Wr0ng!Pass" });
    const unknown = await call(api.login, { email: uniqueEmail("ghost"), password: "Wr0ng!Pass" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const known: number[] = [];
    const ghost: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(() => call(api.login, { email, password: "Wr0ng!Pass" })));
      ghost.push(await timed(() => call(api.login, { email: uniqueEmail("ghost"), password: "Wr0ng!Pass" })));
    }
    // An unknown address does a whole argon2 verification too, so it is not measurably faster.
    expect(median(ghost)).toBeGreaterThan(median(known) * 0.5);
    expect(median(ghost)).toBeLessThan(median(known) * 2);
  });

  it("refuses an unverified account even with the right password, and mails it a new code", async () => {
    const email = uniqueEmail("unverified");
    await call(api.signup, signupBody(email));
    const answer = await call(api.login, { email, password: PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await db.outboxMail.count({ where: { to: email, kind: "auth-signup-code" } })).toBe(2);
  });

  it("applies the spec's checks before looking anything up", async () => {
    expect((await call(api.login, { email: "", password: "" })).body.error).toBe(AUTH_MESSAGES.allRequired);
    expect((await call(api.login, { email: "ada@example", password: PASSWORD })).body.error).toBe(AUTH_MESSAGES.email);
    expect((await call(api.login, { email: "ada@example.com", password: "short" })).body.error).toBe(AUTH_MESSAGES.password);
  });

  it("limits password guesses per e-mail across IPs", async () => {
    const email = uniqueEmail("guess");
    await verifiedAccount(email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(api.login, { email, password: `Wr0ng!Pass${i}` })).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("refuses a cross-origin login", async () => {
    const answer = await call(api.login, { email: uniqueEmail(), password: PASSWORD }, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
  });
});

describe("session and logout", () => {
  it("GET /api/auth/session returns the signed-in user, and 401 after logout", async () => {
    const email = uniqueEmail("session");
    await verifiedAccount(email);
    const cookie = await logIn(email);
    const me = await call(api.session, undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, name: "Ada Lovelace", role: "user" });
    const out = await call(api.logout, {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^sid=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect((await call(api.session, undefined, { cookie })).status).toBe(401);
    expect((await call(api.session)).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    const email = uniqueEmail("expired");
    await verifiedAccount(email);
    const cookie = await logIn(email);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(api.session, undefined, { cookie })).status).toBe(401);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for known and unknown addresses and mails a code only to the known one", async () => {
    const email = uniqueEmail("forgot");
    await verifiedAccount(email);
    const unknown = uniqueEmail("nobody");
    const a = await call(api.forgot, { email });
    const b = await call(api.forgot, { email: unknown });
    expect(a.status).toBe(200);
    expect(b).toMatchObject({ status: a.status, body: a.body });
    expect(await db.outboxMail.count({ where: { to: email, kind: "auth-reset-code" } })).toBe(1);
    expect(await db.outboxMail.count({ where: { to: unknown } })).toBe(0);
    expect((await call(api.forgot, { email: "" })).body.error).toBe(AUTH_MESSAGES.forgotRequired);
    expect((await call(api.forgot, { email: "nope" })).body.error).toBe(AUTH_MESSAGES.forgotEmail);
  });

  it("sets the new password, revokes every session and refuses the old password", async () => {
    const email = uniqueEmail("reset");
    await verifiedAccount(email);
    const first = await logIn(email);
    const second = await logIn(email);
    await call(api.forgot, { email });
    const code = await mailedCode(email, "auth-reset-code");
    expect((await call(api.verify, { email, code, purpose: "reset" })).status).toBe(200);
    const body = { email, code, password: "N3w!Password", confirmPassword: "N3w!Password" };
    const answer = await call(api.reset, body);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(AUTH_MESSAGES.resetSuccess);
    for (const cookie of [first, second]) expect((await call(api.session, undefined, { cookie })).status).toBe(401);
    expect((await call(api.login, { email, password: PASSWORD })).status).toBe(401);
    expect((await call(api.login, { email, password: "N3w!Password" })).status).toBe(200);
    expect((await call(api.reset, body)).status).toBe(422);
  });

  it("refuses mismatched and weak passwords in the spec's order, keeping the code usable", async () => {
    const email = uniqueEmail("resetrules");
    await verifiedAccount(email);
    await call(api.forgot, { email });
    const code = await mailedCode(email, "auth-reset-code");
    const attempt = (password: string, confirmPassword: string) => call(api.reset, { email, code, password, confirmPassword });
    expect((await attempt("", "")).body.error).toBe(AUTH_MESSAGES.resetRequired);
    expect((await attempt("weak", "weaker")).body.error).toBe(AUTH_MESSAGES.resetMismatch);
    expect((await attempt("weakpass", "weakpass")).body.error).toBe(AUTH_MESSAGES.password);
    expect((await attempt("N3w!Password", "N3w!Password")).status).toBe(200);
  });

  it("refuses a wrong reset code and leaves the password as it was", async () => {
    const email = uniqueEmail("resetwrong");
    await verifiedAccount(email);
    await call(api.forgot, { email });
    const code = await mailedCode(email, "auth-reset-code");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const answer = await call(api.reset, { email, code: wrong, password: "N3w!Password", confirmPassword: "N3w!Password" });
    expect(answer.status).toBe(422);
    expect((await call(api.login, { email, password: PASSWORD })).status).toBe(200);
  });
});
