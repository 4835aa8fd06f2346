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

/** True where `haystack` holds `needle` as plain text (no LIKE wildcards); compare lower-cased. */
export function holds(haystack: Prisma.Sql, needle: string): Prisma.Sql {
  return postgres ? Prisma.sql`strpos(${haystack}, ${needle}) > 0` : Prisma.sql`instr(${haystack}, ${needle}) > 0`;
}

/** A Prisma string filter: the field holds `term`, ignoring case, as SQLite's LIKE does. */
export function containsText(term: string): { contains: string } {
  return (postgres ? { contains: term, mode: "insensitive" } : { contains: term }) as { contains: string };
}
