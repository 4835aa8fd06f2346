// Issue 13, items 3 to 6: nobody can lock an owner out or learn whether an address has an
// account through the password and code screens, and a sign-up cannot replace another's password.
import { afterEach, afterAll, describe, expect, it, vi } from "vitest";
import { CODE_REFUSED } from "@/lib/content/auth";
import { DAILY_CODE_FAILURES } from "@/lib/features/auth/code-limits";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { api, call, db, mailedCode, PASSWORD, uniqueEmail, verifiedAccount, type Answer } from "./support/auth";

afterAll(() => db.$disconnect());
afterEach(() => {
  vi.useRealTimers();
});

const IP_A = { "x-client-ip": "203.0.113.7" };
const IP_B = { "x-client-ip": "198.51.100.9" };
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const wait = (answer: Answer) => Number(answer.headers.get("retry-after"));
/** Only Date is faked: timers and the database keep working. */
const fakeClock = () => vi.useFakeTimers({ toFake: ["Date"] });
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

async function resetCode(email: string, headers: Record<string, string> = {}): Promise<string> {
  expect((await call(api.forgot, { email }, headers)).status).toBe(200);
  return mailedCode(email, "auth-reset-code");
}

describe("item 3: failures, not requests, are limited, per address and IP", () => {
  it("a flood of wrong passwords from IP A leaves the owner's right password from IP B working, while A waits longer after each failure", async () => {
    fakeClock();
    const email = uniqueEmail("owner");
    await verifiedAccount(email);
    const flood: Answer[] = [];
    for (let i = 0; i < 10; i++) flood.push(await call(api.login, { email, password: `Wr0ng!Pass${i}` }, IP_A));
    expect(statuses(flood)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(wait(flood[5] as Answer)).toBe(1);
    // While A waits, nothing from A is checked, not even the right password.
    expect((await call(api.login, { email, password: PASSWORD }, IP_A)).status).toBe(429);

    expect((await call(api.login, { email, password: PASSWORD }, IP_B)).status).toBe(200);

    const waits: number[] = [];
    let last = flood.at(-1) as Answer;
    for (let i = 0; i < 3; i++) {
      advance(wait(last) * 1000);
      expect((await call(api.login, { email, password: "Wr0ng!Pass" }, IP_A)).status).toBe(401);
      last = await call(api.login, { email, password: "Wr0ng!Pass" }, IP_A);
      expect(last.status).toBe(429);
      waits.push(wait(last));
    }
    expect(waits).toEqual([2, 4, 8]);
  }, 60_000);

  it("a flood of wrong codes from IP A leaves the owner's right reset code from IP B working", async () => {
    const email = uniqueEmail("coder");
    await verifiedAccount(email);
    const code = await resetCode(email, IP_B);
    const flood: Answer[] = [];
    for (let i = 0; i < 8; i++)
      flood.push(await call(api.reset, { email, code: otherCode(code), password: "N3w!Password", confirmPassword: "N3w!Password" }, IP_A));
    expect(statuses(flood)).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    // Five wrong tries end that code (its own limit); the owner asks for a new one, and the
    // address's daily count (5 of 10) still lets the owner's right code through.
    expect((await call(api.verify, { email, code, purpose: "reset" }, IP_B)).body.error).toBe(CODE_REFUSED);
    const fresh = await resetCode(email, IP_B);
    expect((await call(api.verify, { email, code: fresh, purpose: "reset" }, IP_B)).status).toBe(200);
    expect((await call(api.reset, { email, code: fresh, password: "N3w!Password", confirmPassword: "N3w!Password" }, IP_B)).status).toBe(200);
  });

  it("a flood of forgot-password requests from IP A does not stop the owner's own request from IP B", async () => {
    const email = uniqueEmail("forgetful");
    await verifiedAccount(email);
    const flood: Answer[] = [];
    for (let i = 0; i < 8; i++) flood.push(await call(api.forgot, { email }, IP_A));
    expect(statuses(flood)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const code = await resetCode(email, IP_B);
    const answer = await call(api.verify, { email, code, purpose: "reset" }, IP_B);
    expect(answer.body).toEqual({ message: "The code is correct." });
  });
});

describe("item 4: wrong codes are counted per address in the database, across new codes", () => {
  it("counts on after a new code; at the daily cap even the right code is refused until the window passes, and the owner is mailed once", async () => {
    fakeClock();
    const email = uniqueEmail("guarded");
    await verifiedAccount(email);
    const first = await resetCode(email);
    for (let i = 0; i < 5; i++) expect((await call(api.verify, { email, code: otherCode(first), purpose: "reset" })).body.error).toBe(CODE_REFUSED);

    const second = await resetCode(email);
    const guard = () => db.codeGuard.findUniqueOrThrow({ where: { email_purpose: { email, purpose: "reset" } } });
    expect((await guard()).failures).toBe(5);
    const lockMails = () => db.outboxMail.count({ where: { to: email, kind: "auth-code-locked" } });
    for (let i = 5; i < DAILY_CODE_FAILURES; i++) {
      expect(await lockMails()).toBe(0);
      expect((await call(api.verify, { email, code: otherCode(second), purpose: "reset" })).status).toBe(422);
    }
    expect(await lockMails()).toBe(1);

    advance(60_000); // past the in-memory slow-down, so the database's cap is what answers
    const third = await resetCode(email);
    for (const code of [second, third]) {
      const right = await call(api.verify, { email, code, purpose: "reset" });
      expect(right).toMatchObject({ status: 422, body: { error: CODE_REFUSED } });
      advance(60_000);
    }
    expect(await lockMails()).toBe(1);
    const mail = await renderOutboxMail("auth-code-locked", email, { purpose: "reset" });
    expect(mail.subject).toBe("Too many wrong codes for your address");
    expect(mail.text).toContain("no reset code works for the next 24 hours");

    advance(24 * 60 * 60_000);
    const fresh = await resetCode(email);
    expect((await call(api.verify, { email, code: fresh, purpose: "reset" })).status).toBe(200);
  });

  it("does not mail an address without an account when its cap trips", async () => {
    const email = uniqueEmail("ghost");
    for (let i = 0; i < DAILY_CODE_FAILURES + 1; i++) {
      const headers = { "x-client-ip": `192.0.2.${i + 1}` };
      const answer = await call(api.verify, { email, code: "123456", purpose: "reset" }, headers);
      expect([422, 429]).toContain(answer.status);
    }
    expect(await db.outboxMail.count({ where: { to: email } })).toBe(0);
  });
});
