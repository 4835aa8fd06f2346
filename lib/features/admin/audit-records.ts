// What an audit row touched, named for the operator: the record's title as it is now and the
// operator page that shows it. The trail itself keeps only a kind and an id (it outlives the
// records, and erasure), so a record gone since reads as such and links nowhere.
import "server-only";
import { AUDIT_COPY, auditActionLabel } from "../../content/audit";
import { isProofKind } from "../../content/proof";
import { db } from "../../core/db";
import { auditEventBatches, type AuditRow } from "../audit";
import type { CsvCell } from "./csv";
import { ADMIN_LISTS, findList } from "./lists";

export type AuditRecordView = { title: string; href: string | null };

/** The operator page of a record, from its kind and id alone (the CSV's link column). */
export function auditRecordPath(kind: string, id: string): string | null {
  const list = findList(kind);
  if (list) return id === "list" ? `/admin/${list.key}` : `/admin/${list.key}/${encodeURIComponent(id)}`;
  if (isProofKind(kind)) return `/admin/proof/${kind}/${encodeURIComponent(id)}`;
  return AUDIT_COPY.kindPages[kind as keyof typeof AUDIT_COPY.kindPages] ?? null;
}

type TitleOf = (ids: string[]) => Promise<Map<string, string>>;
const byId = (rows: Array<{ id: string; name: string }>) => new Map(rows.map((row) => [row.id, row.name]));
const where = (ids: string[]) => ({ where: { id: { in: ids } } });

/** Titles of the kinds that are not admin lists, one query per kind. */
const TITLES: Record<string, TitleOf> = {
  "case-studies": async (ids) =>
    byId(
      (await db.caseStudy.findMany({ ...where(ids), select: { id: true, title: true } })).map((row) => ({
        id: row.id,
        name: row.title,
      })),
    ),
  "client-logos": async (ids) =>
    byId(await db.clientLogo.findMany({ ...where(ids), select: { id: true, name: true } })),
  team: async (ids) => byId(await db.teamMember.findMany({ ...where(ids), select: { id: true, name: true } })),
  campaign: async (ids) =>
    byId(
      (await db.campaign.findMany({ ...where(ids), select: { id: true, subject: true } })).map((row) => ({
        id: row.id,
        name: row.subject,
      })),
    ),
  "operator-invite": async (ids) =>
    byId(
      (await db.operatorInvite.findMany({ ...where(ids), select: { id: true, email: true } })).map((row) => ({
        id: row.id,
        name: AUDIT_COPY.inviteTitle(row.email),
      })),
    ),
  user: async (ids) =>
    byId(
      (await db.user.findMany({ ...where(ids), select: { id: true, email: true } })).map((row) => ({
        id: row.id,
        name: row.email,
      })),
    ),
  "blog-authors": async (ids) => new Map(ids.map((id) => [id, id])),
  person: async (ids) => new Map(ids.map((id) => [id, AUDIT_COPY.personTitle])),
  audit: async (ids) => new Map(ids.map((id) => [id, AUDIT_COPY.listTitle(AUDIT_COPY.title)])),
};

async function titlesOf(kind: string, ids: string[]): Promise<Map<string, string>> {
  const list = ADMIN_LISTS.find((entry) => entry.key === kind);
  if (!list) return (await TITLES[kind]?.(ids)) ?? new Map();
  const titles = await Promise.all(
    ids.map(
      async (id) => [id, id === "list" ? AUDIT_COPY.listTitle(list.title) : (await list.detail(id))?.heading] as const,
    ),
  );
  return new Map(titles.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}

/** Each row's record by `${kind}:${id}`: its title (or "deleted") and, while it exists, its page. */
export async function describeAuditRecords(rows: readonly AuditRow[]): Promise<Map<string, AuditRecordView>> {
  const idsByKind = new Map<string, Set<string>>();
  for (const row of rows) idsByKind.set(row.recordKind, (idsByKind.get(row.recordKind) ?? new Set()).add(row.recordId));
  const views = new Map<string, AuditRecordView>();
  for (const [kind, ids] of idsByKind) {
    const titles = await titlesOf(kind, [...ids]);
    for (const id of ids) {
      const title = titles.get(id);
      views.set(
        `${kind}:${id}`,
        title === undefined
          ? { title: AUDIT_COPY.goneTitle(kind, id), href: null }
          : { title, href: auditRecordPath(kind, id) },
      );
    }
  }
  return views;
}

/** The audit trail as CSV rows, a batch at a time: each record named and linked as the page does. */
export async function* auditCsvBatches(query: Parameters<typeof auditEventBatches>[0]): AsyncGenerator<CsvCell[][]> {
  for await (const rows of auditEventBatches(query)) {
    const records = await describeAuditRecords(rows);
    yield rows.map((row) => {
      const record = records.get(`${row.recordKind}:${row.recordId}`);
      return [
        row.at.toISOString(),
        row.actorEmail,
        auditActionLabel(row.action),
        row.recordKind,
        row.recordId,
        record?.title ?? "",
        record?.href ?? "",
        row.detail,
      ];
    });
  }
}
