import { afterAll, describe, expect, it } from "vitest";
import { CODE_REFUSED } from "@/lib/content/auth";
import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { api, call, db, mailedCode, PASSWORD, signupBody, uniqueEmail } from "./support/auth";
import { POST as introduction } from "@/app/api/auth/introduction/route";

afterAll(() => db.$disconnect());

describe("POST /api/auth/signup", () => {
  it("stores an unverified account with an argon2id hash and mails a 6-digit code stored only as a hash", async () => {
    const email = uniqueEmail("new");
    const answer = await call(api.signup, signupBody(email.toUpperCase()));
    expect(answer.status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
    const code = await mailedCode(email, "auth-signup-code");
    expect(code).toMatch(/^\d{6}$/);
    const row = await db.oneTimeCode.findFirstOrThrow({ where: { email, purpose: "signup" } });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const outbox = await db.outboxMail.findFirstOrThrow({ where: { to: email } });
    expect(outbox.payload).not.toContain(code);
  });

  it.each([
    [{ name: "", email: "a@b.co", password: PASSWORD, confirmPassword: PASSWORD }, AUTH_MESSAGES.allRequired],
    [{ name: "R2D2", email: "a@b.co", password: PASSWORD, confirmPassword: PASSWORD }, AUTH_MESSAGES.name],
    [{ name: "Ada", email: "a@b.c", password: PASSWORD, confirmPassword: PASSWORD }, AUTH_MESSAGES.email],
    [{ name: "Ada", email: "a@b.co", password: "weakpass", confirmPassword: "weakpass" }, AUTH_MESSAGES.password],
    [{ name: "Ada", email: "a@b.co", password: "Str0ng!Pass#", confirmPassword: "Str0ng!Pass#" }, AUTH_MESSAGES.password],
    [{ name: "Ada", email: "a@b.co", password: PASSWORD, confirmPassword: `${PASSWORD}x` }, AUTH_MESSAGES.signupMismatch],
  ])("refuses %j with 422 and the spec's message", async (body, message) => {
    const answer = await call(api.signup, body);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(message);
    expect(await db.user.count({ where: { email: "a@b.co" } })).toBe(0);
  });

  it("answers an address that already has an account exactly like a new one, and mails it a notice instead of a code", async () => {
    const email = uniqueEmail("taken");
    await call(api.signup, signupBody(email));
    await call(api.verify, { email, code: await mailedCode(email, "auth-signup-code") });
    const before = await db.user.findUniqueOrThrow({ where: { email } });
    const again = await call(api.signup, signupBody(email, { name: "Someone Else", password: "Other1!Pass", confirmPassword: "Other1!Pass" }));
    const fresh = await call(api.signup, signupBody(uniqueEmail("fresh")));
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const after = await db.user.findUniqueOrThrow({ where: { email } });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.name).toBe("Ada Lovelace");
    expect(await db.outboxMail.count({ where: { to: email, kind: "auth-account-exists" } })).toBe(1);
    expect(await db.outboxMail.count({ where: { to: email, kind: "auth-signup-code" } })).toBe(1);
  });

  it("limits sign-ups per e-mail with 429 and Retry-After", async () => {
    const email = uniqueEmail("flood");
    const statuses: number[] = [];
    let last = await call(api.signup, signupBody(email));
    statuses.push(last.status);
    for (let i = 0; i < 10; i++) {
      last = await call(api.signup, signupBody(email));
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits requests per IP with 429 and Retry-After", async () => {
    const ip = "10.200.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await call(api.resend, { email: uniqueEmail("ip"), purpose: "signup" }, { "x-client-ip": ip })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const blocked = await call(api.forgot, { email: uniqueEmail("ip") }, { "x-client-ip": ip });
    expect(blocked.status).toBe(200);
    const again = await call(api.resend, { email: uniqueEmail("ip"), purpose: "signup" }, { "x-client-ip": ip });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("POST /api/auth/verify-email", () => {
  async function pending() {
    const email = uniqueEmail("verify");
    await call(api.signup, signupBody(email));
    return { email, code: await mailedCode(email, "auth-signup-code") };
  }
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("verifies the address once; the same code cannot be used again", async () => {
    const { email, code } = await pending();
    const first = await call(api.verify, { email, code });
    expect(first.status).toBe(200);
    expect(typeof first.body.introductionToken).toBe("string");
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeInstanceOf(Date);
    const second = await call(api.verify, { email, code });
    expect(second.status).toBe(422);
  });

  it("refuses a wrong code and an expired one", async () => {
    const { email, code } = await pending();
    const wrong = await call(api.verify, { email, code: otherCode(code) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe(CODE_REFUSED);
    await db.oneTimeCode.updateMany({ where: { email, purpose: "signup" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await call(api.verify, { email, code });
    expect(expired.status).toBe(422);
    expect(expired.body.error).toBe(CODE_REFUSED);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
  });

  it("kills the code after 5 wrong tries, even for the right code, until a new one is requested", async () => {
    const { email, code } = await pending();
    const errors: unknown[] = [];
    for (let i = 0; i < 5; i++) errors.push((await call(api.verify, { email, code: otherCode(code) })).body.error);
    expect(errors.at(-1)).toBe(CODE_REFUSED);
    const right = await call(api.verify, { email, code });
    expect(right.status).toBe(422);
    expect(right.body.error).toBe(CODE_REFUSED);
    await call(api.resend, { email, purpose: "signup" });
    const fresh = await mailedCode(email, "auth-signup-code");
    expect((await call(api.verify, { email, code: fresh })).status).toBe(200);
  });

  it("a resent code replaces the old one", async () => {
    const { email, code } = await pending();
    const resent = await call(api.resend, { email, purpose: "signup" });
    expect(resent.status).toBe(200);
    const fresh = await mailedCode(email, "auth-signup-code");
    expect(await db.oneTimeCode.count({ where: { email } })).toBe(1);
    if (fresh !== code) expect((await call(api.verify, { email, code })).status).toBe(422);
    expect((await call(api.verify, { email, code: fresh })).status).toBe(200);
  });

  it("answers the same for resend to an unknown address and mails nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const { email } = await pending();
    const a = await call(api.resend, { email: unknown, purpose: "signup" });
    const b = await call(api.resend, { email, purpose: "signup" });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect(await db.outboxMail.count({ where: { to: unknown } })).toBe(0);
  });

  it("stores the introduction choice with the token the verification answered", async () => {
    const { email, code } = await pending();
    const verified = await call(api.verify, { email, code });
    const saved = await call(introduction, { token: verified.body.introductionToken, choice: "freelancer" });
    expect(saved.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).introduction).toBe("freelancer");
    expect((await call(introduction, { token: "forged.token", choice: "student" })).status).toBe(400);
  });
});
