// server/migrate-sqlite.mjs does `prisma migrate deploy`'s job in the start's own process: it must
// build the very database the CLI builds, keep the CLI's record so that either can follow the
// other, and stop where the CLI stops (a failed migration).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { migrateSqlite, SQLITE_MIGRATIONS } from "../server/migrate-sqlite.mjs";
import { migrationNames } from "../server/migrations.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-sqlite-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ALL = migrationNames(SQLITE_MIGRATIONS);

function prisma(args: string[], file: string): string {
  return execFileSync(path.resolve("node_modules/.bin/prisma"), args, {
    env: { ...process.env, DATABASE_URL: `file:${file}`, FORCE_COLOR: "0" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function read<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

const schemaOf = (file: string) => read(file, "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name");
/** What each record says, without its id and times (which differ from run to run). */
const recordsOf = (file: string) =>
  read<{ migration_name: string }>(
    file,
    `SELECT migration_name, checksum, applied_steps_count, logs, rolled_back_at,
       finished_at IS NOT NULL AS finished, started_at LIKE '____-__-__T__:__:__.___+00:00' AS prisma_time
     FROM _prisma_migrations ORDER BY migration_name`,
  );

/** A folder of migrations: the first `count` of the project's, then `extra` ones (name → script). */
function folder(name: string, count: number, extra: Record<string, string> = {}): string {
  const target = path.join(dir, name);
  for (const migration of ALL.slice(0, count)) fs.cpSync(path.join(SQLITE_MIGRATIONS, migration), path.join(target, migration), { recursive: true });
  for (const [migration, sql] of Object.entries(extra)) {
    fs.mkdirSync(path.join(target, migration), { recursive: true });
    fs.writeFileSync(path.join(target, migration, "migration.sql"), sql);
  }
  return target;
}

describe("the SQLite migrator", () => {
  it("builds what `prisma migrate deploy` builds, records it as Prisma does, and the CLI then finds nothing to apply", () => {
    const ours = path.join(dir, "ours.db");
    const theirs = path.join(dir, "theirs.db");
    expect(migrateSqlite(ours)).toEqual(ALL);
    prisma(["migrate", "deploy"], theirs);

    expect(schemaOf(ours)).toEqual(schemaOf(theirs));
    expect(recordsOf(ours)).toEqual(recordsOf(theirs));
    expect(recordsOf(ours)).toHaveLength(ALL.length);
    expect(read(ours, "SELECT COUNT(*) AS n FROM PipelineStage")).toEqual(read(theirs, "SELECT COUNT(*) AS n FROM PipelineStage"));

    expect(prisma(["migrate", "deploy"], ours)).toContain("No pending migrations to apply.");
    expect(migrateSqlite(ours)).toEqual([]);
    expect(migrateSqlite(theirs)).toEqual([]);
  }, 60_000);

  it("applies only what is missing, in order, after an older install", () => {
    const file = path.join(dir, "older.db");
    expect(migrateSqlite(file, folder("older", 5))).toEqual(ALL.slice(0, 5));
    expect(migrateSqlite(file)).toEqual(ALL.slice(5));
    expect(recordsOf(file).map((record) => record.migration_name)).toEqual(ALL);
  });

  it("records a failed script with its error and applies nothing more until it is resolved", () => {
    const file = path.join(dir, "failed.db");
    const broken = folder("broken", 1, { "30000101000000_broken": 'CREATE TABLE "Extra" ("id" TEXT);\nNOT SQL;' });
    expect(() => migrateSqlite(file, broken)).toThrow(/^migration 30000101000000_broken failed: near "NOT": syntax error$/);
    const [record] = read<{ logs: string; finished_at: string | null }>(
      file,
      `SELECT logs, finished_at FROM _prisma_migrations WHERE migration_name = '30000101000000_broken'`,
    );
    expect(record).toEqual({ logs: 'near "NOT": syntax error', finished_at: null });

    const fixed = folder("fixed", 1, {
      "30000101000000_broken": 'CREATE TABLE "Other" ("id" TEXT);',
      "30000102000000_later": 'CREATE TABLE "Later" ("id" TEXT);',
    });
    expect(() => migrateSqlite(file, fixed)).toThrow(
      "migration 30000101000000_broken failed earlier and no later one is applied until it is resolved: see https://pris.ly/d/migrate-resolve",
    );
    expect(read(file, `SELECT name FROM sqlite_master WHERE name IN ('Other', 'Later')`)).toEqual([]);

    // `prisma migrate resolve --rolled-back` marks it so: then it is applied again, and the later one too.
    new Database(file).exec(`UPDATE _prisma_migrations SET rolled_back_at = '2026-11-29T00:00:00.000+00:00' WHERE finished_at IS NULL`);
    expect(migrateSqlite(file, fixed)).toEqual(["30000101000000_broken", "30000102000000_later"]);
  });
});
