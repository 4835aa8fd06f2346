// The morning digest: on each working day, once the company opens, every operator with records
// overdue or due that day gets one mail listing them. Every instance looks (lib/runtime/digest.ts);
// the claim (DigestClaim, one row per operator and day, INSERT … ON CONFLICT DO NOTHING) and the
// mail go in one transaction, so however many look, one wins. A holiday or a day off has none.
import "server-only";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import type { MailMessage } from "../../core/mail/transport";
import { DIGEST_MAIL, dueLabel, kindLabel, workItemPath } from "../../content/workspace-promise";
import { companyDay, isWorkingDay, nextOpening } from "./due";
import { promiseCalendar } from "./hours";
import { dueItemsOf, type DueItem } from "./promise-figures";

export const MAIL_WORK_DIGEST = "work-digest";

/** Claims are kept this long (a fortnight covers any restart), then each look drops the older ones. */
const KEEP_CLAIMS_MS = 14 * 24 * 60 * 60 * 1000;

export type DigestLook = { queued: number; wakeAt: Date | null };

/**
 * One look at `now`: on a working day after the opening, claims and queues each operator's digest
 * not yet queued today. Returns how many it queued and when the next morning opens.
 */
export async function queueDigests(now = new Date()): Promise<DigestLook> {
  const { hours, holidays } = await promiseCalendar();
  const today = companyDay(now, hours.timeZone);
  const wakeAt = nextOpening(new Date(now.getTime() + 1), hours, holidays);
  const opening = nextOpening(now, hours, holidays);
  // Not a working day, or today's opening is still ahead: nothing yet.
  const openToday =
    isWorkingDay(today, hours, holidays) && !(opening && companyDay(opening, hours.timeZone).equals(today));
  if (!openToday) return { queued: 0, wakeAt };
  const day = today.toString();
  await db.digestClaim.deleteMany({ where: { claimedAt: { lt: new Date(now.getTime() - KEEP_CLAIMS_MS) } } });
  const [operators, claimed] = await Promise.all([
    db.user.findMany({ where: { role: "operator" }, select: { id: true, email: true } }),
    db.digestClaim.findMany({ where: { day }, select: { operatorId: true } }),
  ]);
  const done = new Set(claimed.map((claim) => claim.operatorId));
  let queued = 0;
  for (const operator of operators.filter((candidate) => !done.has(candidate.id))) {
    // An operator with nothing waiting is claimed too (no mail): the morning's digest is decided once.
    const { overdue, dueToday } = await dueItemsOf(operator.id, now);
    const won = await db.$transaction(async (tx) => {
      const claim = await tx.$executeRaw`INSERT INTO "DigestClaim" ("operatorId", "day", "claimedAt")
        VALUES (${operator.id}, ${day}, ${now}) ON CONFLICT DO NOTHING`;
      if (claim !== 1 || overdue.length + dueToday.length === 0) return false;
      await enqueueMail(tx, MAIL_WORK_DIGEST, operator.email, { operatorId: operator.id, at: now.toISOString() });
      return true;
    });
    if (won) queued += 1;
  }
  if (queued > 0) kickOutbox();
  return { queued, wakeAt };
}

const lines = (items: DueItem[], now: Date) =>
  items.map((item) => [
    DIGEST_MAIL.line(
      kindLabel(item.kind),
      item.name,
      item.title,
      dueLabel({ dueAt: item.dueAt, answeredAt: null }, now)!.text,
    ),
    " ",
    { text: DIGEST_MAIL.open, href: `${config.siteUrl}${workItemPath(item.kind, item.recordId)}` },
  ]);

export const DIGEST_RENDERERS = {
  // Read when it is sent: a record answered since the claim drops out of the list.
  [MAIL_WORK_DIGEST]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const at = new Date(String(payload.at));
    const operatorId = String(payload.operatorId);
    const [{ overdue, dueToday }, operator] = await Promise.all([
      dueItemsOf(operatorId, at),
      db.user.findUnique({ where: { id: operatorId }, select: { name: true } }),
    ]);
    return {
      to,
      subject: DIGEST_MAIL.subject(overdue.length, dueToday.length),
      ...renderMail(
        [
          DIGEST_MAIL.greeting(operator?.name ?? ""),
          ...(overdue.length > 0 ? [DIGEST_MAIL.overdueTitle, ...lines(overdue, at)] : []),
          ...(dueToday.length > 0 ? [DIGEST_MAIL.dueTodayTitle, ...lines(dueToday, at)] : []),
        ],
        { label: DIGEST_MAIL.action, url: `${config.siteUrl}/admin` },
      ),
    };
  },
};
