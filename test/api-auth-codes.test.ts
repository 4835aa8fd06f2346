// Issue 13, items 5 and 6: the code screens answer every refused code alike, known address or
// not, in the same time; and each sign-up's password travels with its own code.
import { afterAll, describe, expect, it } from "vitest";
import { CODE_REFUSED } from "@/lib/content/auth";
import { DAILY_CODE_FAILURES, MAX_CODE_ATTEMPTS } from "@/lib/features/auth/code-limits";
import { api, call, db, mailedCode, PASSWORD, signupBody, uniqueEmail, type Answer } from "./support/auth";

afterAll(() => db.$disconnect());

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** The mean of the middle 80%: a pause of the machine (GC, another process) is not the code's doing. */
const mean = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.slice(Math.floor(sorted.length * 0.1), Math.ceil(sorted.length * 0.9));
  return middle.reduce((sum, value) => sum + value, 0) / Math.max(1, middle.length);
};

type State = "wrong" | "expired" | "locked" | "capped";
const STATES: State[] = ["wrong", "expired", "locked", "capped"];

/** An account after forgot-password, its reset code put in `state`; returns the code to try. */
async function knownInState(state: State): Promise<{ email: string; code: string }> {
  const email = uniqueEmail(`known-${state}`);
  await db.user.create({ data: { email, name: "Ada", passwordHash: "unused", emailVerifiedAt: new Date() } });
  await call(api.forgot, { email });
  const code = await mailedCode(email, "auth-reset-code");
  const where = { email, purpose: "reset" };
  if (state === "expired") await db.oneTimeCode.updateMany({ where, data: { expiresAt: new Date(Date.now() - 1000) } });
  if (state === "locked") await db.oneTimeCode.updateMany({ where, data: { attempts: MAX_CODE_ATTEMPTS } });
  if (state === "capped") await db.codeGuard.create({ data: { ...where, failures: DAILY_CODE_FAILURES, windowStart: new Date() } });
  // Every state but "wrong" is tried with the right code: it is refused all the same.
  return { email, code: state === "wrong" ? otherCode(code) : code };
}

async function timedVerify(email: string, code: string): Promise<{ answer: Answer; ms: number }> {
  const start = performance.now();
  const answer = await call(api.verify, { email, code, purpose: "reset" });
  return { answer, ms: performance.now() - start };
}

describe("item 5: one answer for every refused code", () => {
  it("answers 200 tries (more when the machine was busy), alternating known addresses (wrong, expired, locked, capped codes) and unknown ones, identically and in the same time", async () => {
    const known: Array<{ email: string; code: string }> = [];
    for (let i = 0; i < 100; i++) known.push(await knownInState(STATES[i % STATES.length] as State));
    const unknown = Array.from({ length: 100 }, () => ({ email: uniqueEmail("unknown"), code: "123456" }));
    for (let i = 0; i < 10; i++) await timedVerify(uniqueEmail("warm-up"), "123456");

    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    const answers = new Set<string>();
    // Tolerance: the median of the paired differences (each known try against the unknown try right
    // after it) within 15% of the unknown addresses' median (at least 0.5 ms), and the 10%-trimmed
    // means within 25% (at least 1 ms): both paths run the same four queries. Pairing cancels the
    // drift of a machine whose load changes during the run (the build runs beside the unit tests);
    // a path that is slower by a constant shows in every pair alike. When a round of 100 pairs is
    // outside it, another round is measured and all pairs so far are judged together (at most
    // three): a burst of load fades in more pairs, a constant difference stays.
    const judge = () => {
      const [km, um, ka, ua] = [median(knownMs), median(unknownMs), mean(knownMs), mean(unknownMs)];
      const pairedDiff = median(knownMs.map((ms, i) => ms - (unknownMs[i] ?? 0)));
      console.log(
        `[timing] ${knownMs.length} pairs: verify medians known ${km.toFixed(2)} ms / unknown ${um.toFixed(2)} ms, paired difference ${pairedDiff.toFixed(2)} ms; means ${ka.toFixed(2)} / ${ua.toFixed(2)} ms`,
      );
      return { pairedDiff, um, ka, ua, alike: Math.abs(pairedDiff) <= Math.max(0.15 * um, 0.5) && Math.abs(ka - ua) <= Math.max(0.25 * ua, 1) };
    };
    let verdict;
    for (let round = 0; round < 3 && !verdict?.alike; round++) {
      for (let i = 0; i < 100; i++) {
        for (const [target, times] of [
          [known[i], knownMs],
          [unknown[i], unknownMs],
        ] as const) {
          const { answer, ms } = await timedVerify(target?.email ?? "", target?.code ?? "");
          answers.add(JSON.stringify({ status: answer.status, body: answer.body }));
          times.push(ms);
        }
      }
      verdict = judge();
    }
    expect([...answers]).toEqual([JSON.stringify({ status: 422, body: { error: CODE_REFUSED, errors: [{ field: "code", msg: CODE_REFUSED }] } })]);
    const { pairedDiff, um, ka, ua } = verdict ?? judge();
    expect(Math.abs(pairedDiff)).toBeLessThanOrEqual(Math.max(0.15 * um, 0.5));
    expect(Math.abs(ka - ua)).toBeLessThanOrEqual(Math.max(0.25 * ua, 1));
  }, 120_000);

  it("reset-password answers a refused code the same for a known and an unknown address", async () => {
    const body = (email: string, code: string) => ({ email, code, password: "N3w!Password", confirmPassword: "N3w!Password" });
    const answers: string[] = [];
    for (const state of STATES) {
      const { email, code } = await knownInState(state);
      const answer = await call(api.reset, body(email, code));
      answers.push(JSON.stringify({ status: answer.status, body: answer.body }));
    }
    const unknown = await call(api.reset, body(uniqueEmail("nobody"), "123456"));
    answers.push(JSON.stringify({ status: unknown.status, body: unknown.body }));
    expect(new Set(answers).size).toBe(1);
    expect(unknown).toMatchObject({ status: 422, body: { error: CODE_REFUSED } });
  });
});

describe("item 6: a sign-up's password travels with its own code", () => {
  const STRANGER = { name: "Mallory", password: "Str4nger!Pass", confirmPassword: "Str4nger!Pass" };

  it("a second sign-up for a pending address leaves the account and the first code alone; the owner's code sets the owner's password", async () => {
    const email = uniqueEmail("pending");
    await call(api.signup, signupBody(email));
    const ownerCode = await mailedCode(email, "auth-signup-code");
    const before = await db.user.findUniqueOrThrow({ where: { email } });
    expect((await call(api.signup, signupBody(email, STRANGER))).status).toBe(200);
    const strangerCode = await mailedCode(email, "auth-signup-code");
    const after = await db.user.findUniqueOrThrow({ where: { email } });
    expect({ name: after.name, passwordHash: after.passwordHash }).toEqual({ name: before.name, passwordHash: before.passwordHash });
    expect(await db.oneTimeCode.count({ where: { email, purpose: "signup" } })).toBe(2);

    expect((await call(api.verify, { email, code: ownerCode })).status).toBe(200);
    expect((await call(api.login, { email, password: STRANGER.password })).status).toBe(401);
    expect((await call(api.login, { email, password: PASSWORD })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).name).toBe("Ada Lovelace");
    // The other sign-up ended with the verification.
    if (strangerCode !== ownerCode) expect((await call(api.verify, { email, code: strangerCode })).body.error).toBe(CODE_REFUSED);
    expect(await db.oneTimeCode.count({ where: { email, purpose: "signup" } })).toBe(0);
  });

  it("an owner who signs up after a stranger gets their own password from their own code", async () => {
    const email = uniqueEmail("squatted");
    await call(api.signup, signupBody(email, STRANGER));
    await call(api.signup, signupBody(email));
    const ownerCode = await mailedCode(email, "auth-signup-code");
    expect((await call(api.verify, { email, code: ownerCode })).status).toBe(200);
    expect((await call(api.login, { email, password: STRANGER.password })).status).toBe(401);
    expect((await call(api.login, { email, password: PASSWORD })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).name).toBe("Ada Lovelace");
  });

  it("a pending sign-up's code sets nothing once a password reset has proved the mailbox", async () => {
    const email = uniqueEmail("proved");
    await call(api.signup, signupBody(email));
    await call(api.signup, signupBody(email, STRANGER));
    const strangerCode = await mailedCode(email, "auth-signup-code");
    await call(api.forgot, { email });
    const code = await mailedCode(email, "auth-reset-code");
    expect((await call(api.reset, { email, code, password: "N3w!Password", confirmPassword: "N3w!Password" })).status).toBe(200);
    expect((await call(api.verify, { email, code: strangerCode })).body.error).toBe(CODE_REFUSED);
    expect((await call(api.login, { email, password: STRANGER.password })).status).toBe(401);
    expect((await call(api.login, { email, password: "N3w!Password" })).status).toBe(200);
  });
});
