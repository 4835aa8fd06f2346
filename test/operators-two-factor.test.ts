// Issue 16, item 4: the operator's second factor. TOTP codes from the tests' own RFC 6238
// generator (e2e/support/totp.ts), recovery codes used once, wrong codes counted as wrong
// passwords, and an operator account's session that is no operator's until the second factor.
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as twoFactor } from "@/app/api/auth/two-factor/route";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { checkTotp, finishEnrolment, RECOVERY_CODE_COUNT, spendRecoveryCode, startEnrolment } from "@/lib/features/auth/two-factor";
import { TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { hotp, stepAt, totp } from "../e2e/support/totp";
import { api, call, db, logIn, PASSWORD, uniqueEmail, verifiedAccount, type Answer } from "./support/auth";

afterAll(() => db.$disconnect());
vi.setConfig({ testTimeout: 20_000 });

const IP = { "x-client-ip": "203.0.113.44" };
const STEP = 30_000;

async function operatorAccount(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail("op");
  await verifiedAccount(email);
  return db.user.update({ where: { email }, data: { role: "operator" }, select: { id: true, email: true } });
}

async function enrolled(): Promise<{ id: string; email: string; key: string; codes: string[]; at: number }> {
  const account = await operatorAccount();
  const enrolment = await startEnrolment(account.id, account.email);
  const key = enrolment?.key ?? "";
  // A time well inside a step, so the neighbouring steps are exactly one period away.
  const at = (stepAt(Date.now()) - 10) * STEP + 5_000;
  const codes = (await finishEnrolment(account.id, account.email, totp(key, at), at)) ?? [];
  return { ...account, key, codes, at };
}

async function post(body: unknown, cookie: string, headers: Record<string, string> = IP): Promise<Answer> {
  return call(twoFactor as never, body, { cookie, ...headers });
}

describe("the tests' own TOTP generator", () => {
  it("matches RFC 6238's SHA-1 test vectors (the last six digits)", () => {
    const key = Buffer.from("12345678901234567890");
    expect(hotp(key, stepAt(59_000), 8)).toBe("94287082");
    expect(hotp(key, stepAt(1_111_111_109_000), 8)).toBe("07081804");
    expect(hotp(key, stepAt(2_000_000_000_000), 8)).toBe("69279037");
  });
});

describe("TOTP enrolment and verification", () => {
  it("makes a new key and QR code at each start until enrolment ends, then none", async () => {
    const account = await operatorAccount();
    const first = await startEnrolment(account.id, account.email);
    expect(first?.key).toMatch(/^[A-Z2-7]{32}$/);
    expect(first?.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(first?.uri).toContain(`secret=${first?.key}`);
    const second = await startEnrolment(account.id, account.email);
    expect(second?.key).toMatch(/^[A-Z2-7]{32}$/);
    expect(second?.key).not.toBe(first?.key);
    const stored = await db.twoFactor.findUniqueOrThrow({ where: { userId: account.id } });
    expect(stored.secret).not.toContain(second?.key ?? "-");
    expect(await finishEnrolment(account.id, account.email, totp(first?.key ?? ""))).toBeNull();
    expect(await finishEnrolment(account.id, account.email, totp(second?.key ?? ""))).toHaveLength(RECOVERY_CODE_COUNT);
    expect(await startEnrolment(account.id, account.email)).toBeNull();
  });

  it("refuses a wrong code at enrolment and keeps the account unenrolled", async () => {
    const account = await operatorAccount();
    const key = (await startEnrolment(account.id, account.email))?.key ?? "";
    const wrong = String((Number(totp(key)) + 1) % 1_000_000).padStart(6, "0");
    expect(await finishEnrolment(account.id, account.email, wrong)).toBeNull();
    expect((await db.twoFactor.findUniqueOrThrow({ where: { userId: account.id } })).enabledAt).toBeNull();
  });

  it("accepts the codes of one step either side of now, not two, and each step only once", async () => {
    const account = await enrolled();
    const now = account.at + 10 * STEP;
    expect(await checkTotp(account.id, totp(account.key, now, -2), now)).toBe(false);
    expect(await checkTotp(account.id, totp(account.key, now, 2), now)).toBe(false);
    expect(await checkTotp(account.id, totp(account.key, now, -1), now)).toBe(true);
    expect(await checkTotp(account.id, totp(account.key, now, -1), now)).toBe(false);
    expect(await checkTotp(account.id, totp(account.key, now), now)).toBe(true);
    // A used step also ends the steps before it: an older code cannot be replayed.
    expect(await checkTotp(account.id, totp(account.key, now, 1), now)).toBe(true);
    expect(await checkTotp(account.id, totp(account.key, now), now)).toBe(false);
  });

  it("uses each of the ten recovery codes once, stored only as a hash", async () => {
    const account = await enrolled();
    expect(new Set(account.codes).size).toBe(RECOVERY_CODE_COUNT);
    const rows = await db.recoveryCode.findMany({ where: { userId: account.id } });
    expect(rows.map((row) => row.codeHash)).not.toContain(account.codes[0]);
    const code = account.codes[0] ?? "";
    expect(await spendRecoveryCode(account.id, account.email, code)).toBe(true);
    expect(await spendRecoveryCode(account.id, account.email, code)).toBe(false);
    expect(await spendRecoveryCode(account.id, account.email, code.toUpperCase().replace("-", ""))).toBe(false);
    expect(await spendRecoveryCode(account.id, account.email, account.codes[1]?.toUpperCase() ?? "")).toBe(true);
  });
});

describe("POST /api/auth/two-factor", () => {
  it("turns the password's half session into an operator's session with a new token", async () => {
    const account = await enrolled();
    const half = await logIn(account.email);
    await expect(requireOperatorApi(new Request("http://localhost/", { headers: { cookie: half } }))).rejects.toMatchObject({ status: 401 });
    const answer = await post({ code: totp(account.key) }, half);
    expect(answer.status).toBe(200);
    const full = /sid=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(`sid=${full}`).not.toBe(half);
    const operator = await requireOperatorApi(new Request("http://localhost/", { headers: { cookie: `sid=${full}` } }));
    expect(operator).toMatchObject({ email: account.email, role: "operator" });
    // The half session's token is gone.
    expect((await call(api.session, undefined, { cookie: half })).body).not.toMatchObject({ user: { email: account.email } });
  });

  it("signs in with a recovery code once; the same code a second time is refused", async () => {
    const account = await enrolled();
    const code = account.codes[3] ?? "";
    expect((await post({ recoveryCode: code }, await logIn(account.email))).status).toBe(200);
    const again = await post({ recoveryCode: code }, await logIn(account.email));
    expect(again).toMatchObject({ status: 422, body: { error: TWO_FACTOR_MESSAGES.wrongCode } });
  });

  it("counts wrong codes toward the address's password lock-out", async () => {
    const account = await enrolled();
    const half = await logIn(account.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post({ code: "000000" }, half)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // The same count stops the password from this IP, and the right code too.
    expect((await call(api.login, { email: account.email, password: PASSWORD }, IP)).status).toBe(429);
    expect((await post({ code: totp(account.key) }, half)).status).toBe(429);
  });

  it("answers 401 to a session that needs no second factor", async () => {
    const email = uniqueEmail("plain");
    await verifiedAccount(email);
    expect((await post({ code: "123456" }, await logIn(email))).status).toBe(401);
  });
});
