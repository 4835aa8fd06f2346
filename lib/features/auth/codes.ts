// Six-digit one-time codes for sign-up and password reset: drawn from the CSPRNG, stored only
// as an HMAC, valid 10 minutes, used once, dead after 5 wrong tries. A reset has one live code per
// address (a new one replaces it). Each sign-up keeps its own code together with the name and
// password given with it; the same pending password gets one live code, and at most
// LIVE_SIGNUP_CODES sign-ups wait per address (the oldest go).
//
// Wrong codes are also counted per address and purpose in CodeGuard, across new codes and
// restarts: after DAILY_CODE_FAILURES in a window of 24 hours every code is refused, the right
// one too, until the window has passed. Each try is counted before the code is looked at (and
// given back when it was right), so parallel guesses cannot slip past either limit, and a wrong
// try costs the same queries whether or not the address has an account or a code.
import "server-only";
import { randomInt } from "node:crypto";
import { db } from "../../core/db";
import { keyedHash } from "../../core/tokens";
import type { CodePurpose as ScreenPurpose } from "../../validation/auth";
import {
  CODE_FAILURE_WINDOW_MS,
  CODE_TTL_MS,
  DAILY_CODE_FAILURES,
  LIVE_SIGNUP_CODES,
  MAX_CODE_ATTEMPTS,
} from "./code-limits";

/**
 * The account screens' purposes, the account page's deletion code and the operator's code before
 * enrolling the second factor (neither accepted by those screens).
 */
export type CodePurpose = ScreenPurpose | "delete" | "enrol";

/** What a sign-up code sets on the account when it is verified. */
export type PendingSignup = { name: string; passwordHash: string };
export type UsedCode = { name: string | null; passwordHash: string | null };
/** A refused code; `tripped` is true for the one try that reached the daily limit. */
export type CodeRefusal = { refused: true; tripped: boolean };

const codeHash = (email: string, purpose: CodePurpose, code: string) => keyedHash(`code:${purpose}:${email}:${code}`);

/** A fresh code for this e-mail and purpose (and, for a sign-up, this pending password). Returns the plain code for
 * the mail. */
export async function issueCode(
  email: string,
  purpose: CodePurpose,
  pending?: PendingSignup,
  now = new Date(),
): Promise<string> {
  return (await issueCodeRow(email, purpose, pending, now)).code;
}

/** issueCode, with the id of the code's row (a reset link names it: ./reset-link.ts). */
export async function issueCodeRow(
  email: string,
  purpose: CodePurpose,
  pending?: PendingSignup,
  now = new Date(),
): Promise<{ code: string; id: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const replaced =
    purpose === "signup" ? { email, purpose, passwordHash: pending?.passwordHash ?? null } : { email, purpose };
  const [, row] = await db.$transaction([
    db.oneTimeCode.deleteMany({ where: replaced }),
    db.oneTimeCode.create({
      data: {
        email,
        purpose,
        codeHash: codeHash(email, purpose, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
        ...pending,
      },
      select: { id: true },
    }),
  ]);
  if (purpose === "signup") {
    const older = await db.oneTimeCode.findMany({
      where: { email, purpose },
      orderBy: { createdAt: "desc" },
      skip: LIVE_SIGNUP_CODES,
      select: { id: true },
    });
    if (older.length > 0) await db.oneTimeCode.deleteMany({ where: { id: { in: older.map((old) => old.id) } } });
  }
  return { code, id: row.id };
}

/** Counts one try against the address's daily limit and its live codes; returns the failures so far, this try
 * included. */
async function countTry(email: string, purpose: CodePurpose, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - CODE_FAILURE_WINDOW_MS);
  await db.codeGuard.updateMany({
    where: { email, purpose, windowStart: { lte: windowStart } },
    data: { failures: 0, windowStart: now },
  });
  const guard = await db.codeGuard.upsert({
    where: { email_purpose: { email, purpose } },
    create: { email, purpose, failures: 1, windowStart: now },
    update: { failures: { increment: 1 } },
    select: { failures: true },
  });
  await db.oneTimeCode.updateMany({ where: { email, purpose, usedAt: null }, data: { attempts: { increment: 1 } } });
  return guard.failures;
}

/**
 * Checks a code. With `consume` a right code is marked used in the same step, so it works only
 * once; without, it stays usable (the reset screen checks it, then reset-password uses it).
 */
export async function checkCode(
  email: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
  now = new Date(),
): Promise<UsedCode | CodeRefusal> {
  const failures = await countTry(email, purpose, now);
  const row = await db.oneTimeCode.findFirst({
    where: { email, purpose, codeHash: codeHash(email, purpose, code) },
    orderBy: { createdAt: "desc" },
  });
  const live = row && !row.usedAt && row.attempts <= MAX_CODE_ATTEMPTS && row.expiresAt.getTime() > now.getTime();
  if (live && failures <= DAILY_CODE_FAILURES) {
    const used = consume
      ? await db.oneTimeCode.updateMany({
          where: { id: row.id, usedAt: null, attempts: { lte: MAX_CODE_ATTEMPTS } },
          data: { usedAt: now },
        })
      : { count: 1 };
    if (used.count === 1) {
      // A right code is no failure: give the try back.
      await db.codeGuard.updateMany({
        where: { email, purpose, failures: { gt: 0 } },
        data: { failures: { decrement: 1 } },
      });
      return { name: row.name, passwordHash: row.passwordHash };
    }
  }
  return { refused: true, tripped: failures === DAILY_CODE_FAILURES };
}

export const isRefusal = (result: UsedCode | CodeRefusal): result is CodeRefusal => "refused" in result;

/** After a sign-up is verified (or the mailbox proved otherwise), its other pending sign-ups end. */
export async function endSignupCodes(email: string): Promise<void> {
  await db.oneTimeCode.deleteMany({ where: { email, purpose: "signup" } });
}
