// The audit trail: appended by every operator action that reads or changes personal data, read
// (filtered) by the operator area. The one update is an erasure taking a person's address out
// (lib/features/privacy/trail.ts); the only delete is retention (lib/features/admin/retention.ts)
// after the policy's period for security logs.
import "server-only";
import { AUDIT_ACTION_LABELS } from "../../content/audit";
import { db } from "../../core/db";
import { containsText } from "../../core/db/dialect";

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** Who did it: the operator's id and e-mail at the time (the e-mail stays as it was). */
export type AuditActor = { id: string; email: string };
/** What it touched: a kind (an admin list's key, "user", "campaign", ...) and its id. */
export type AuditRecord = { kind: string; id: string };

/** A detail is a short note (a status change, a count), never the personal data itself. */
export const AUDIT_DETAIL_MAX = 200;

export async function recordAudit(
  actor: AuditActor,
  action: AuditAction,
  record: AuditRecord,
  detail?: string,
): Promise<void> {
  await db.auditEvent.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      recordKind: record.kind,
      recordId: record.id,
      detail: detail ? detail.slice(0, AUDIT_DETAIL_MAX) : null,
    },
  });
}

export type AuditQuery = {
  action: string;
  actor: string;
  at?: { gte?: Date; lt?: Date };
  page: number;
  pageSize: number;
};
export type AuditRow = {
  id: string;
  at: Date;
  actorEmail: string;
  action: string;
  recordKind: string;
  recordId: string;
  detail: string | null;
};

const whereOf = (query: Omit<AuditQuery, "page" | "pageSize">) => ({
  ...(query.action ? { action: query.action } : {}),
  ...(query.actor ? { actorEmail: containsText(query.actor) } : {}),
  ...(query.at ? { at: query.at } : {}),
});
const NEWEST_FIRST = [{ at: "desc" as const }, { id: "desc" as const }];
const EXPORT_BATCH = 500;

export async function listAuditEvents(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(query);
  const [rows, total] = await Promise.all([
    db.auditEvent.findMany({
      where,
      orderBy: NEWEST_FIRST,
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.auditEvent.count({ where }),
  ]);
  return { rows, total };
}

/** Every event matching the filters, newest first, a batch at a time (the CSV export). */
export async function* auditEventBatches(query: Omit<AuditQuery, "page" | "pageSize">): AsyncGenerator<AuditRow[]> {
  const where = whereOf(query);
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.auditEvent.findMany({
      where,
      orderBy: NEWEST_FIRST,
      take: EXPORT_BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (rows.length > 0) yield rows;
    cursor = rows.at(-1)?.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}
