// What the reply promise asks of the team today: the open records not yet answered that are
// overdue or due before the company's day ends, by owner (the dashboard, the morning digest), and
// how fast the first answers came in the last 30 days (the dashboard).
import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import { db } from "../../core/db";
import { companyDay, dayBounds } from "./due";
import { promiseCalendar } from "./hours";

/** Unanswered and still open: a closed or withdrawn record promises nothing any more. */
const waiting = { answeredAt: null, stage: { outcome: null } } satisfies Prisma.WorkItemWhereInput;

/** The end of the company's day `now` falls on. */
export async function endOfCompanyDay(now: Date): Promise<Date> {
  const { hours } = await promiseCalendar();
  return dayBounds(companyDay(now, hours.timeZone), hours.timeZone).end;
}

export type OwnerDue = { ownerId: string | null; ownerName: string | null; overdue: number; dueToday: number };

/** Per owner (unassigned as null), how many records are overdue and how many fall due later today. */
export async function dueByOwner(now: Date): Promise<OwnerDue[]> {
  const end = await endOfCompanyDay(now);
  const count = (dueAt: Prisma.DateTimeNullableFilter) =>
    db.workItem.groupBy({ by: ["ownerId"], where: { ...waiting, dueAt }, _count: { _all: true } });
  const [overdue, today] = await Promise.all([count({ lt: now }), count({ gte: now, lt: end })]);
  const rows = new Map<string | null, OwnerDue>();
  const row = (ownerId: string | null) =>
    rows.get(ownerId) ?? rows.set(ownerId, { ownerId, ownerName: null, overdue: 0, dueToday: 0 }).get(ownerId)!;
  for (const group of overdue) row(group.ownerId).overdue = group._count._all;
  for (const group of today) row(group.ownerId).dueToday = group._count._all;
  const ids = [...rows.keys()].filter((id): id is string => id !== null);
  const owners = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  for (const owner of owners) row(owner.id).ownerName = owner.name;
  // The most pressing first; unassigned records last among equals.
  return [...rows.values()].sort(
    (a, b) =>
      b.overdue - a.overdue || b.dueToday - a.dueToday || Number(a.ownerId === null) - Number(b.ownerId === null),
  );
}

export type DueItem = {
  id: string;
  kind: string;
  recordId: string;
  name: string;
  title: string | null;
  dueAt: Date;
};

/** One operator's overdue and due-today records, the most overdue first (the morning digest). */
export async function dueItemsOf(ownerId: string, now: Date): Promise<{ overdue: DueItem[]; dueToday: DueItem[] }> {
  const end = await endOfCompanyDay(now);
  const items = (await db.workItem.findMany({
    where: { ...waiting, ownerId, dueAt: { lt: end } },
    select: { id: true, kind: true, recordId: true, name: true, title: true, dueAt: true },
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
  })) as DueItem[];
  return {
    overdue: items.filter((item) => item.dueAt < now),
    dueToday: items.filter((item) => item.dueAt >= now),
  };
}

export type KindAnswerTime = { kind: string; received: number; answered: number; medianMs: number | null };

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** Per kind, of the records received in the last 30 days: how many, how many answered, the median wait. */
export async function firstAnswerTimes(now: Date): Promise<KindAnswerTime[]> {
  const since = new Date(now.getTime() - MONTH_MS);
  const [received, answered] = await Promise.all([
    db.workItem.groupBy({ by: ["kind"], where: { receivedAt: { gte: since } }, _count: { _all: true } }),
    db.workItem.findMany({
      where: { receivedAt: { gte: since }, answeredAt: { not: null } },
      select: { kind: true, receivedAt: true, answeredAt: true },
    }),
  ]);
  const waits = new Map<string, number[]>();
  for (const item of answered) {
    const list = waits.get(item.kind) ?? waits.set(item.kind, []).get(item.kind)!;
    list.push(item.answeredAt!.getTime() - item.receivedAt.getTime());
  }
  return received
    .map((group) => {
      const list = (waits.get(group.kind) ?? []).sort((a, b) => a - b);
      return { kind: group.kind, received: group._count._all, answered: list.length, medianMs: median(list) };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

/** The middle of sorted numbers (the mean of the two middle ones for an even count); null for none. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
