// Issue 23, item 15: ten wrong codes from anyone stop the address's reset codes for a day, but not
// its mailbox: every reset mail carries a link (a signed token, no guess) that still sets a new
// password while the codes are stopped, once, and only while its code would live.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as resetByLink } from "@/app/api/auth/reset-password/link/route";
import { CODE_REFUSED } from "@/lib/content/auth";
import { AUTH_ANSWERS, AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { CODE_TTL_MS, DAILY_CODE_FAILURES } from "@/lib/features/auth/code-limits";
import { api, call, db, mailedCode, PASSWORD, uniqueEmail, verifiedAccount } from "./support/auth";

afterAll(() => db.$disconnect());
afterEach(() => {
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 60_000 });

const NEW_PASSWORD = "N3w!Password";

/** Asks for a reset mail and returns its code and the token of its link, read from the rendered mail. */
async function resetMail(email: string): Promise<{ code: string; token: string; text: string }> {
  expect((await call(api.forgot, { email })).status).toBe(200);
  const row = await db.outboxMail.findFirstOrThrow({ where: { to: email, kind: "auth-reset-code" }, orderBy: { createdAt: "desc" } });
  const mail = await renderOutboxMail(row.kind, email, JSON.parse(row.payload) as Record<string, unknown>);
  const link = /Choose a new password: (\S+)/.exec(mail.text)?.[1] ?? "";
  expect(link).toMatch(/^http:\/\/localhost:\d+\/reset-password#token=[\w-]+\.[\w-]+$/);
  expect(mail.html).toContain(`href="${link}"`);
  return { code: await mailedCode(email, "auth-reset-code"), token: new URL(link).hash.replace("#token=", ""), text: mail.text };
}

const byLink = (token: string, password = NEW_PASSWORD) => call(resetByLink as never, { token, password, confirmPassword: password });

async function lockCodes(email: string): Promise<void> {
  for (let i = 0; i < DAILY_CODE_FAILURES; i++) {
    const answer = await call(api.verify, { email, code: "000000", purpose: "reset" }, { "x-client-ip": `192.0.2.${i + 1}` });
    expect([422, 429]).toContain(answer.status);
  }
  expect((await db.codeGuard.findUniqueOrThrow({ where: { email_purpose: { email, purpose: "reset" } } })).failures).toBeGreaterThanOrEqual(
    DAILY_CODE_FAILURES,
  );
}

describe("password reset from the mailed link", () => {
  it("sets the new password while ten wrong codes have stopped the address's codes", async () => {
    const email = uniqueEmail("locked-out");
    await verifiedAccount(email);
    vi.useFakeTimers({ toFake: ["Date"] });
    await lockCodes(email);
    expect(await db.outboxMail.count({ where: { to: email, kind: "auth-code-locked" } })).toBe(1);
    const lockNotice = await renderOutboxMail("auth-code-locked", email, { purpose: "reset" });
    expect(lockNotice.text).toContain("open the link in the mail we send: the link still works");

    const mail = await resetMail(email);
    expect(mail.text).toContain(`Your password reset code is ${mail.code}`);
    vi.setSystemTime(Date.now() + 60_000); // past the in-memory slow-down, so the database's cap is what answers
    // The right code is refused while the codes are stopped...
    expect(await call(api.verify, { email, code: mail.code, purpose: "reset" })).toMatchObject({ status: 422, body: { error: CODE_REFUSED } });
    // ...the link is not.
    expect(await byLink(mail.token)).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.resetSuccess } });
    expect((await call(api.login, { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await call(api.login, { email, password: PASSWORD })).status).toBe(401);
  });

  it("works once, ends with a newer reset mail and with its code's 10 minutes, and refuses a forged token", async () => {
    const email = uniqueEmail("linked");
    await verifiedAccount(email);
    const used = await resetMail(email);
    expect((await byLink(used.token)).status).toBe(200);
    expect(await byLink(used.token, "An0ther!Pass")).toMatchObject({ status: 422, body: { error: AUTH_ANSWERS.resetLinkRefused } });
    // The link used the code too.
    expect((await call(api.verify, { email, code: used.code, purpose: "reset" })).status).toBe(422);

    const older = await resetMail(email);
    const newer = await resetMail(email);
    expect(await byLink(older.token)).toMatchObject({ status: 422, body: { error: AUTH_ANSWERS.resetLinkRefused } });
    const [payload, signature] = newer.token.split(".");
    expect((await byLink(`${payload}.${signature?.slice(1)}x`)).status).toBe(422);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + CODE_TTL_MS + 1_000);
    expect(await byLink(newer.token)).toMatchObject({ status: 422, body: { error: AUTH_ANSWERS.resetLinkRefused } });
    expect((await call(api.login, { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("asks for the same new password rules as the code's screen", async () => {
    const email = uniqueEmail("weak");
    await verifiedAccount(email);
    const mail = await resetMail(email);
    expect(await call(resetByLink as never, { token: mail.token, password: NEW_PASSWORD, confirmPassword: "Other!Pass1" })).toMatchObject({
      status: 422,
      body: { error: AUTH_MESSAGES.resetMismatch },
    });
    expect(await byLink(mail.token, "weak")).toMatchObject({ status: 422, body: { error: AUTH_MESSAGES.password } });
    // A refused form leaves the link usable.
    expect((await byLink(mail.token)).status).toBe(200);
  });
});
