// Issue 23, item 2: the password alone does not enrol the second factor. The key is shown only
// after a code mailed to the operator's address comes back, each attempt gets a fresh key that
// lives 10 minutes (an older one never finishes enrolment), and the operator is mailed when
// enrolment ends and when a recovery code signs in.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as enrol } from "@/app/api/auth/two-factor/enrol/route";
import { POST as mailCode } from "@/app/api/auth/two-factor/mail-code/route";
import { POST as twoFactor } from "@/app/api/auth/two-factor/route";
import { ENROL_CODE_MAIL, ENROLLED_MAIL, RECOVERY_CODE_USED_MAIL, TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { openText } from "@/lib/core/tokens";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { ENROLMENT_TTL_MS } from "@/lib/features/auth/two-factor";
import { totp } from "../e2e/support/totp";
import { call, db, logIn, uniqueEmail, verifiedAccount, type Answer } from "./support/auth";

afterAll(() => db.$disconnect());
afterEach(() => {
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 60_000 });

type Handler = Parameters<typeof call>[0];
const post = (handler: unknown, body: unknown, cookie: string, ip = "203.0.113.61"): Promise<Answer> =>
  call(handler as Handler, body, { cookie, "x-client-ip": ip });

async function halfSignedInOperator(): Promise<{ id: string; email: string; cookie: string }> {
  const email = uniqueEmail("enrol");
  await verifiedAccount(email);
  const { id } = await db.user.update({ where: { email }, data: { role: "operator" } });
  return { id, email, cookie: await logIn(email) };
}

/** The code of the newest enrolment mail to `email`, opened as the mail template does. */
async function mailedEnrolCode(email: string): Promise<string> {
  const row = await db.outboxMail.findFirstOrThrow({ where: { to: email, kind: "auth-enrol-code" }, orderBy: { createdAt: "desc" } });
  return openText(String((JSON.parse(row.payload) as { sealedCode: string }).sealedCode));
}

/** Mails a code, sends it back and returns the key the answer shows. */
async function attempt(operator: { email: string; cookie: string }): Promise<string> {
  expect(await post(mailCode, {}, operator.cookie)).toMatchObject({ status: 200, body: { message: TWO_FACTOR_MESSAGES.codeSent } });
  const shown = await post(enrol, { code: await mailedEnrolCode(operator.email) }, operator.cookie);
  expect(shown.status).toBe(200);
  expect(shown.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
  return String(shown.body.key);
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const mails = (email: string, kind: string) => db.outboxMail.count({ where: { to: email, kind } });

describe("enrolling the second factor needs the mailbox", () => {
  it("shows no key and enrols nothing with the password alone", async () => {
    const operator = await halfSignedInOperator();
    // No code was mailed: any code is refused and no secret exists to be shown or scanned.
    expect(await post(enrol, { code: "123456" }, operator.cookie)).toMatchObject({ status: 422, body: { error: TWO_FACTOR_MESSAGES.mailCodeRefused } });
    expect(await db.twoFactor.count({ where: { userId: operator.id } })).toBe(0);
    expect(await post(twoFactor, { code: "123456" }, operator.cookie)).toMatchObject({ status: 409, body: { error: TWO_FACTOR_MESSAGES.enrolmentExpired } });

    // A mailed code that is wrong shows nothing either, and five wrong tries end the code.
    expect(await post(mailCode, {}, operator.cookie)).toMatchObject({ status: 200 });
    const code = await mailedEnrolCode(operator.email);
    for (let i = 0; i < 5; i++) {
      const ip = `203.0.113.${70 + i}`;
      expect(await post(enrol, { code: otherCode(code) }, operator.cookie, ip)).toMatchObject({
        status: 422,
        body: { error: TWO_FACTOR_MESSAGES.mailCodeRefused },
      });
    }
    expect((await post(enrol, { code }, operator.cookie, "203.0.113.80")).status).toBe(422);
    expect(await db.twoFactor.count({ where: { userId: operator.id } })).toBe(0);
    const row = await db.outboxMail.findFirstOrThrow({ where: { to: operator.email, kind: "auth-enrol-code" } });
    const mail = await renderOutboxMail(row.kind, operator.email, JSON.parse(row.payload) as Record<string, unknown>);
    expect(mail.subject).toBe(ENROL_CODE_MAIL.subject);
    expect(mail.text).toContain(`Your code to set up two-step sign-in is ${code}`);
  });

  it("gives each attempt a new key: after a second attempt the first key's codes no longer verify", async () => {
    const operator = await halfSignedInOperator();
    const first = await attempt(operator);
    const second = await attempt(operator);
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(second).toMatch(/^[A-Z2-7]{32}$/);
    expect(second).not.toBe(first);
    // The mailed code worked once: sending it again shows nothing.
    expect((await post(enrol, { code: await mailedEnrolCode(operator.email) }, operator.cookie)).status).toBe(422);

    expect(await post(twoFactor, { code: totp(first) }, operator.cookie)).toMatchObject({ status: 422, body: { error: TWO_FACTOR_MESSAGES.wrongCode } });
    const done = await post(twoFactor, { code: totp(second) }, operator.cookie);
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    // Enrolled: no more codes or keys for this account.
    expect((await post(mailCode, {}, await logIn(operator.email))).body.error).toBe(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  });

  it("lets a shown key finish enrolment for 10 minutes only", async () => {
    const operator = await halfSignedInOperator();
    const key = await attempt(operator);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + ENROLMENT_TTL_MS + 1_000);
    expect(await post(twoFactor, { code: totp(key) }, operator.cookie)).toMatchObject({ status: 409, body: { error: TWO_FACTOR_MESSAGES.enrolmentExpired } });
    expect((await db.twoFactor.findUniqueOrThrow({ where: { userId: operator.id } })).enabledAt).toBeNull();
    // A new attempt works again, with a new key.
    const again = await attempt(operator);
    expect(again).not.toBe(key);
    expect((await post(twoFactor, { code: totp(again) }, operator.cookie)).status).toBe(200);
  });

  it("mails the operator once when enrolment ends and once per recovery code used", async () => {
    const operator = await halfSignedInOperator();
    const key = await attempt(operator);
    expect(await mails(operator.email, "auth-two-factor-enrolled")).toBe(0);
    const codes = (await post(twoFactor, { code: totp(key) }, operator.cookie)).body.recoveryCodes as string[];
    expect(await mails(operator.email, "auth-two-factor-enrolled")).toBe(1);
    expect(await mails(operator.email, "auth-recovery-code-used")).toBe(0);

    expect((await post(twoFactor, { recoveryCode: codes[0] }, await logIn(operator.email))).status).toBe(200);
    expect((await post(twoFactor, { recoveryCode: codes[0] }, await logIn(operator.email))).status).toBe(422);
    expect(await mails(operator.email, "auth-recovery-code-used")).toBe(1);
    expect((await post(twoFactor, { recoveryCode: codes[1] }, await logIn(operator.email))).status).toBe(200);
    expect(await mails(operator.email, "auth-recovery-code-used")).toBe(2);

    const enrolled = await renderOutboxMail("auth-two-factor-enrolled", operator.email, {});
    expect(enrolled.subject).toBe(ENROLLED_MAIL.subject);
    const rows = await db.outboxMail.findMany({ where: { to: operator.email, kind: "auth-recovery-code-used" }, orderBy: { createdAt: "asc" } });
    const lefts = rows.map((row) => (JSON.parse(row.payload) as { left: number }).left);
    expect(lefts).toEqual([9, 8]);
    const used = await renderOutboxMail("auth-recovery-code-used", operator.email, { left: 8 });
    expect(used.subject).toBe(RECOVERY_CODE_USED_MAIL.subject);
    expect(used.text).toContain("8 recovery codes are left.");
  });
});
