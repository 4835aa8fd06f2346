// Erasing a person's data on request: files first (a crash then leaves rows to retry, never an
// orphan file), then every row of PERSON_TABLES in one transaction with the erasure record, which
// keeps only when, which operator and how many rows and files of each kind.
import "server-only";
import type { PrismaClient } from "../../generated/prisma/client";
import { log } from "../../core/log";
import type { FileStore } from "../../core/storage/file-store";
import { operationList } from "./person-table";
import { findPerson, PERSON_TABLES, type PersonData } from "./tables";

export type Erasure = { id: string; rows: Record<string, number>; files: Record<string, number>; data: PersonData };

export class OperatorAccountError extends Error {}

export async function erasePerson(
  db: PrismaClient,
  store: FileStore,
  email: string,
  operatorId: string,
): Promise<Erasure> {
  const data = await findPerson(db, store, email);
  const accounts = data.tables.find((table) => table.kind === "accounts")?.rows ?? [];
  // Operators are removed as operators first (their sessions guard the area).
  if (accounts.some((account) => account.role === "operator")) throw new OperatorAccountError(email);
  for (const table of data.tables) for (const key of table.files) await store.delete(key);
  const rows = Object.fromEntries(data.tables.map((table) => [table.kind, table.rows.length]));
  const files = Object.fromEntries(data.tables.map((table) => [table.kind, table.files.length]));
  const byKind = new Map(data.tables.map((table) => [table.kind, table.rows]));
  const record = db.erasureRecord.create({
    data: { erasedBy: operatorId, rows: JSON.stringify(rows), files: JSON.stringify(files) },
  });
  const erasing = PERSON_TABLES.filter((table) => (byKind.get(table.kind)?.length ?? 0) > 0).flatMap((table) =>
    operationList(table.erase(db, byKind.get(table.kind) ?? [], data.email)),
  );
  const [created] = (await db.$transaction([record, ...erasing])) as [{ id: string }, ...unknown[]];
  return { id: created.id, rows, files, data };
}

/**
 * A visitor deleting their own account: every row of PERSON_TABLES erased, or kept as the table's
 * onAccountDeletion says, in one transaction; the files after it, so a failure never leaves a row
 * pointing at a removed file (the orphan-file sweep takes a file that stayed).
 */
export async function deleteOwnData(db: PrismaClient, store: FileStore, email: string): Promise<void> {
  const data = await findPerson(db, store, email);
  const byKind = new Map(data.tables.map((table) => [table.kind, table.rows]));
  const steps = PERSON_TABLES.flatMap((table) => {
    const rows = byKind.get(table.kind) ?? [];
    if (rows.length === 0) return [];
    return {
      operations: table.onAccountDeletion?.apply(db, rows) ?? operationList(table.erase(db, rows, data.email)),
      files: rows.flatMap((row) => (table.onAccountDeletion ?? table).files?.(row) ?? []),
    };
  });
  await db.$transaction(steps.flatMap((step) => step.operations));
  const removed = await Promise.allSettled(steps.flatMap((step) => step.files).map((key) => store.delete(key)));
  for (const result of removed)
    if (result.status === "rejected") log.error({ err: result.reason }, "a file of a deleted account stayed");
}

export type ErasureSummary = { id: string; erasedBy: string; createdAt: Date; rows: number; files: number };

const total = (json: string) =>
  Object.values(JSON.parse(json) as Record<string, number>).reduce((sum, n) => sum + n, 0);

/** The latest erasure records, newest first, with their totals. */
export async function recentErasures(db: PrismaClient, take = 20): Promise<ErasureSummary[]> {
  const records = await db.erasureRecord.findMany({ orderBy: { createdAt: "desc" }, take });
  return records.map((record) => ({
    id: record.id,
    erasedBy: record.erasedBy,
    createdAt: record.createdAt,
    rows: total(record.rows),
    files: total(record.files),
  }));
}
