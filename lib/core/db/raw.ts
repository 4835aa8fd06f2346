// Raw statements for the few hot write paths. A typed Prisma call compiles its query (in WASM)
// on every call, about a millisecond each on this machine; a raw statement skips that. Values
// are always bound parameters; identifiers come from code and are checked here.
import "server-only";
import { Prisma } from "../../generated/prisma/client";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function identifier(name: string): Prisma.Sql {
  if (!IDENTIFIER.test(name)) throw new Error(`Not an SQL identifier: ${JSON.stringify(name)}`);
  return Prisma.raw(`"${name}"`);
}

/** One INSERT of rows sharing the first row's columns; a column left undefined there takes its default. */
export function insertRows(table: string, rows: ReadonlyArray<Record<string, unknown>>): Prisma.Sql {
  const [first] = rows;
  if (!first) throw new Error("insertRows needs at least one row");
  const columns = Object.keys(first).filter((column) => first[column] !== undefined);
  const values = rows.map((row) => Prisma.sql`(${Prisma.join(columns.map((column) => row[column] ?? null))})`);
  return Prisma.sql`INSERT INTO ${identifier(table)} (${Prisma.join(columns.map(identifier))}) VALUES ${Prisma.join(values)}`;
}

/** True for a unique-constraint failure, from a typed call (P2002) or a raw statement (P2010). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const cause = (error.meta?.driverAdapterError as { cause?: { kind?: unknown } } | undefined)?.cause;
  return error.code === "P2010" && cause?.kind === "UniqueConstraintViolation";
}

/** The table is not there yet: a page prerendered by a build against an empty or older database. */
export function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "P2021" || (error instanceof Error && /no such table|does not exist/i.test(error.message));
}
