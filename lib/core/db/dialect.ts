// The few SQL fragments that differ between SQLite and PostgreSQL, so raw statements above
// lib/core/db are written once and never ask which database runs.
import "server-only";
import { Prisma } from "../../generated/prisma/client";
import { config } from "../config";
import { dialectOf } from "./client";

const postgres = dialectOf(config.databaseUrl) === "postgres";

/** A random 32-hex-digit id made by the database, one per row of an INSERT … SELECT. */
export const RANDOM_ID: Prisma.Sql = postgres
  ? Prisma.raw(`replace(gen_random_uuid()::text, '-', '')`)
  : Prisma.raw(`lower(hex(randomblob(16)))`);

/**
 * Makes transactions that check and then write under the same `key` take turns until each ends
 * (a cap of rows per address, counted then inserted). PostgreSQL's READ COMMITTED would let two
 * both count 4 and both insert, so they wait on an advisory lock; SQLite has one writer at a time.
 */
export async function lockUntilCommit(
  tx: { $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number> },
  key: string,
): Promise<void> {
  if (postgres) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}

/** True where `haystack` holds `needle` as plain text (no LIKE wildcards); compare lower-cased. */
export function holds(haystack: Prisma.Sql, needle: string): Prisma.Sql {
  return postgres ? Prisma.sql`strpos(${haystack}, ${needle}) > 0` : Prisma.sql`instr(${haystack}, ${needle}) > 0`;
}

/** A Prisma string filter: the field holds `term`, ignoring case, as SQLite's LIKE does. */
export function containsText(term: string): { contains: string } {
  return (postgres ? { contains: term, mode: "insensitive" } : { contains: term }) as { contains: string };
}

/**
 * The resume search index, which the Prisma schema cannot describe, so the migrations add it by
 * hand (prisma/migrations/*_resume_search, prisma/postgres/migrations/*_resume_search) and the
 * migration tests leave it out of their comparison: on SQLite an FTS5 table that triggers keep in
 * step with CareerApplication.resumeText, on PostgreSQL a GIN index over its tsvector.
 */
export const RESUME_SEARCH_INDEX = {
  sqliteTable: "CareerApplicationSearch",
  postgresIndex: "CareerApplication_resumeText_search_idx",
} as const;

/** Words of a visitor's or operator's search, as the full-text index reads them: letters and digits only. */
const searchWords = (text: string) =>
  (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);

/** The ids of career applications whose resume text has a word beginning with each word of `text` ("quokka" finds
 * "quokkaflux"; at most `limit`). */
export function resumeTextSearch(text: string, limit: number): Prisma.Sql | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  if (postgres) {
    // Letters and digits only, so no word can be read as a tsquery operator.
    const prefixes = words.map((word) => `${word}:*`).join(" & ");
    return Prisma.sql`SELECT "id" FROM "CareerApplication"
      WHERE to_tsvector('simple', coalesce("resumeText", '')) @@ to_tsquery('simple', ${prefixes}) LIMIT ${limit}`;
  }
  // Each word quoted, so FTS5 reads none of them as an operator, then * for its prefix; all must match.
  const query = words.map((word) => `"${word}"*`).join(" ");
  return Prisma.sql`SELECT "id" FROM ${Prisma.raw(`"${RESUME_SEARCH_INDEX.sqliteTable}"`)} WHERE ${Prisma.raw(`"${RESUME_SEARCH_INDEX.sqliteTable}"`)} MATCH ${query} LIMIT ${limit}`;
}
