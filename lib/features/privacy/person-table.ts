// The shape of an entry in the privacy list (./tables.ts): how a table finds a person's rows,
// which of their columns stay out of an export, and how erasure or account deletion treats them.
import "server-only";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { byIds, ordered, whereAddress } from "./match";

export type Row = Record<string, unknown>;

/** What earlier tables found, for tables reached through them (sessions, feedback). */
export type Found = { email: string; userIds: string[]; submissionIds: string[] };

export type PersonTable = {
  kind: string;
  /** The Prisma model the rows are of, and its columns that can hold the address (test/privacy-coverage.test.ts
   * holds every model to this). */
  model: Prisma.ModelName;
  addressColumns: string[];
  /** The person's rows, oldest first. */
  find(db: PrismaClient, found: Found): Promise<Row[]>;
  /** Stored files the rows point to (read for export, deleted on erasure). */
  files?(row: Row): string[];
  /** Deletes exactly `rows` (or takes the address out of them), inside the erasure's transaction. */
  erase(db: PrismaClient, rows: Row[], email: string): Operations;
  /** Columns never exported: hashes of passwords, codes and tokens are no one's to take away. */
  secret?: string[];
  /**
   * Columns also left out of a visitor's own download: where files are stored and what mails
   * said. Only the session vouches for that visitor, so a copy must not carry a mailed code (the
   * one that confirms deleting the account) to someone who took the session.
   */
  internal?: string[];
  /**
   * A table matched by mention: the columns that make a row the person's own. A visitor's own
   * download carries only those rows, not the ones where an operator's note or a mail to someone
   * else merely names them (those name the operator too); the operator's export and erasure take all.
   */
  ownColumns?: string[];
  /**
   * What a visitor deleting their own account does instead of erasing these rows, as the privacy
   * policy on /terms says (lib/content/terms-privacy.ts): the rows it keeps, changed, and the files
   * that go. A table without it is erased with its files, as on an operator's request.
   */
  onAccountDeletion?: {
    apply(db: PrismaClient, rows: Row[]): Array<Prisma.PrismaPromise<unknown>>;
    files(row: Row): string[];
  };
};

/** For a table a visitor's account deletion leaves as it is (the rows stay, no file goes). */
export const KEPT = { apply: () => [], files: () => [] };

export type Operations = Prisma.PrismaPromise<unknown> | Array<Prisma.PrismaPromise<unknown>>;
export const operationList = (operations: Operations) => (Array.isArray(operations) ? operations : [operations]);

/** What the tables that find rows by id need of a Prisma model's delegate. */
type ById = { where: { id: { in: string[] } } };
type Delegate = {
  findMany(args: ById & typeof ordered): Promise<Row[]>;
  deleteMany(args: ById): Prisma.PrismaPromise<unknown>;
};

/**
 * A table whose rows are the person's where one of `columns` holds their address: found by it
 * (oldest first) and erased whole unless `more` says otherwise.
 */
export function addressTable(
  kind: string,
  model: Prisma.ModelName,
  columns: string[],
  delegate: (db: PrismaClient) => Delegate,
  more: Partial<Omit<PersonTable, "kind" | "model" | "addressColumns">> = {},
): PersonTable {
  return {
    kind,
    model,
    addressColumns: columns,
    find: async (db, { email }) =>
      delegate(db).findMany({ where: await whereAddress(db, model, columns, email), ...ordered }),
    erase: (db, rows) => delegate(db).deleteMany(byIds(rows)),
    ...more,
  };
}
