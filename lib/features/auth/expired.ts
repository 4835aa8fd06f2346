// Rows of the auth feature that stop meaning anything once their time has passed: signed-in
// browsers whose session expired, one-time codes past their 10 minutes, and the per-address
// failure counts of CodeGuard whose 24-hour window is over (the next try starts a new window
// anyway). `npm run retention` (commands/retention.ts) removes them so the tables do not grow
// with every visitor.
import type { PrismaClient } from "../../generated/prisma/client";
import { CODE_FAILURE_WINDOW_MS } from "./code-limits";

export type ExpiredAuthRows = { sessions: number; codes: number; codeGuards: number };

export async function removeExpiredAuthRows(db: PrismaClient, now: Date): Promise<ExpiredAuthRows> {
  const [sessions, codes, codeGuards] = await db.$transaction([
    db.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.oneTimeCode.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.codeGuard.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - CODE_FAILURE_WINDOW_MS) } } }),
  ]);
  return { sessions: sessions.count, codes: codes.count, codeGuards: codeGuards.count };
}

export function describeExpiredAuthRows(rows: ExpiredAuthRows): string {
  return `Expired sign-ins: ${rows.sessions} sessions, ${rows.codes} one-time codes and ${rows.codeGuards} code failure counts removed.`;
}
