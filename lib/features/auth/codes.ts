// Six-digit one-time codes for sign-up and password reset: drawn from the CSPRNG, stored only
// as an HMAC, valid 10 minutes, used once, one live code per e-mail and purpose (a new code
// replaces the old row), and dead after 5 wrong tries.
import "server-only";
import { randomInt, timingSafeEqual } from "node:crypto";
import { db } from "../../core/db";
import { keyedHash } from "../../core/tokens";
import type { CodePurpose } from "../../validation/auth";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck = "ok" | "wrong" | "expired" | "locked";

const codeHash = (email: string, purpose: CodePurpose, code: string) => keyedHash(`code:${purpose}:${email}:${code}`);

/** A fresh code for this e-mail and purpose; any earlier code stops working. Returns the plain code for the mail. */
export async function issueCode(email: string, purpose: CodePurpose, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const data = { codeHash: codeHash(email, purpose, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), attempts: 0, usedAt: null, createdAt: now };
  await db.oneTimeCode.upsert({ where: { email_purpose: { email, purpose } }, create: { email, purpose, ...data }, update: data });
  return code;
}

function matches(stored: string, email: string, purpose: CodePurpose, code: string): boolean {
  const given = Buffer.from(codeHash(email, purpose, code));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checks a code; a wrong one counts a try (atomically, so parallel guesses cannot exceed the
 * limit). With `consume` a right code is marked used in the same step, so it works only once.
 */
export async function checkCode(email: string, purpose: CodePurpose, code: string, consume: boolean, now = new Date()): Promise<CodeCheck> {
  const row = await db.oneTimeCode.findUnique({ where: { email_purpose: { email, purpose } } });
  if (!row || row.usedAt) return "wrong";
  if (row.attempts >= MAX_CODE_ATTEMPTS) return "locked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (!matches(row.codeHash, email, purpose, code)) {
    const counted = await db.oneTimeCode.updateMany({
      where: { id: row.id, codeHash: row.codeHash, attempts: { lt: MAX_CODE_ATTEMPTS } },
      data: { attempts: { increment: 1 } },
    });
    return counted.count === 0 || row.attempts + 1 >= MAX_CODE_ATTEMPTS ? "locked" : "wrong";
  }
  if (!consume) return "ok";
  const used = await db.oneTimeCode.updateMany({
    where: { id: row.id, codeHash: row.codeHash, usedAt: null, attempts: { lt: MAX_CODE_ATTEMPTS } },
    data: { usedAt: now },
  });
  return used.count === 1 ? "ok" : "wrong";
}
