// Issue 23, medium 3: failure limits cannot be raced. Each try is reserved before its check, so
// of 20 parallel guesses only the allowed number are checked; wrong authenticator codes count on
// a stricter daily counter that a right password does not clear, after which only a recovery
// code signs in and the operator is told by mail.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as twoFactor } from "@/app/api/auth/two-factor/route";
import { HTTP_MESSAGES } from "@/lib/content/messages/http";
import { TOTP_LOCKED_MAIL, TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { TOTP_DAILY_FAILURES } from "@/lib/features/auth/second-factor";
import { finishEnrolment, startEnrolment } from "@/lib/features/auth/two-factor";
import { totp } from "../e2e/support/totp";
import { api, call, db, logIn, uniqueEmail, verifiedAccount, type Answer } from "./support/auth";

afterAll(() => db.$disconnect());
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  vi.useRealTimers();
});

const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

/** A code that is none of the ones the app shows around now. */
function wrongCode(key: string): string {
  const now = Date.now();
  const live = new Set([-30_000, 0, 30_000].map((shift) => totp(key, now + shift)));
  let code = 0;
  while (live.has(String(code).padStart(6, "0"))) code++;
  return String(code).padStart(6, "0");
}

describe("a try is reserved before it is checked", () => {
  it("checks at most five of 20 parallel wrong passwords for one address and IP", async () => {
    const email = uniqueEmail("raced");
    await verifiedAccount(email);
    const headers = { "x-client-ip": "203.0.113.90" };
    // A still clock (only Date is faked), so a slow machine cannot see the 1 s wait end mid-race.
    vi.useFakeTimers({ toFake: ["Date"] });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(api.login, { email, password: `Wr0ng!Pass${i}` }, headers)));
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(15);
  });
});

describe("wrong authenticator codes", () => {
  it(`checks only ${TOTP_DAILY_FAILURES} of 20 parallel guesses from 20 IPs, then asks for a recovery code for the day and mails the operator`, async () => {
    const email = uniqueEmail("op-raced");
    await verifiedAccount(email);
    const { id } = await db.user.update({ where: { email }, data: { role: "operator" } });
    const key = (await startEnrolment(id, email))?.key ?? "";
    const recoveryCodes = (await finishEnrolment(id, email, totp(key, Date.now() - 90_000), Date.now() - 90_000)) ?? [];
    expect(recoveryCodes.length).toBeGreaterThan(0);

    const cookie = await logIn(email);
    vi.useFakeTimers({ toFake: ["Date"] });
    const guess = wrongCode(key);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(twoFactor as never, { code: guess }, { cookie, "x-client-ip": `198.51.100.${i + 1}` })),
    );
    expect(count(answers, 422)).toBe(TOTP_DAILY_FAILURES);
    expect(count(answers, 429)).toBe(20 - TOTP_DAILY_FAILURES);
    // Refused by the account's daily count (or, first, by the address's own count across IPs).
    const refusals = answers.filter((answer) => answer.status === 429).map((answer) => answer.body.error);
    expect(refusals).toContain(TWO_FACTOR_MESSAGES.useRecoveryCode);
    for (const refusal of refusals) expect([TWO_FACTOR_MESSAGES.useRecoveryCode, HTTP_MESSAGES.tooManyRequests]).toContain(refusal);

    const mails = await db.outboxMail.findMany({ where: { to: email, kind: "auth-totp-locked" } });
    expect(mails).toHaveLength(1);
    expect((await renderOutboxMail("auth-totp-locked", email, {})).subject).toBe(TOTP_LOCKED_MAIL.subject);

    // A right password from a new browser does not clear the count: even the right code is refused.
    const again = await logIn(email);
    const right = await call(twoFactor as never, { code: totp(key) }, { cookie: again, "x-client-ip": "198.51.100.200" });
    expect(right).toMatchObject({ status: 429, body: { error: TWO_FACTOR_MESSAGES.useRecoveryCode } });
    const recovered = await call(twoFactor as never, { recoveryCode: recoveryCodes[0] }, { cookie: again, "x-client-ip": "198.51.100.201" });
    expect(recovered.status).toBe(200);
    expect(await db.outboxMail.count({ where: { to: email, kind: "auth-totp-locked" } })).toBe(1);
  });
});
