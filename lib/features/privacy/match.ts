// How the privacy tables find a person's rows by address: equal to it in an address column, or
// inside a free-text one (an audit detail, a mail's payload), whatever its case.
import "server-only";
import { Prisma, type PrismaClient } from "../../generated/prisma/client";

type Row = Record<string, unknown>;

/** Ids of `table`'s rows whose address in any of `columns` is `email`, whatever its case. */
export async function idsByEmail(db: PrismaClient, table: Prisma.ModelName, columns: string[], email: string): Promise<string[]> {
  const matches = Prisma.join(columns.map((column) => Prisma.sql`lower(${Prisma.raw(`"${column}"`)}) = ${email.toLowerCase()}`), " OR ");
  const rows = await db.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM ${Prisma.raw(`"${table}"`)} WHERE ${matches}`;
  return rows.map((row) => row.id);
}

const likePattern = (email: string) => `%${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const quoted = (name: string) => Prisma.raw(`"${name}"`);

/** Rows of `table` with the address anywhere inside one of `columns` (LIKE narrows, the check is exact). */
export async function rowsMentioning(db: PrismaClient, table: Prisma.ModelName, columns: string[], email: string): Promise<Row[]> {
  const matches = Prisma.join(columns.map((column) => Prisma.sql`lower(${quoted(column)}) LIKE ${likePattern(email)} ESCAPE '\\'`), " OR ");
  const rows = await db.$queryRaw<Row[]>`SELECT * FROM ${quoted(table)} WHERE ${matches}`;
  const needle = email.toLowerCase();
  return rows.filter((row) => columns.some((column) => typeof row[column] === "string" && row[column].toLowerCase().includes(needle)));
}

/** Ids of rows with the address inside one of `columns`: for tables searched by a free-text column too. */
export async function idsMentioning(db: PrismaClient, table: Prisma.ModelName, columns: string[], email: string): Promise<string[]> {
  return (await rowsMentioning(db, table, columns, email)).map((row) => String(row.id));
}

