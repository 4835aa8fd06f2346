// Applies prisma/migrations in order to a SQLite file, as `prisma migrate deploy` does, in this
// process: the CLI costs about 3 s of CPU on every start, even with nothing to apply. It keeps
// Prisma's own record (_prisma_migrations, the same columns and values), so `npx prisma migrate
// deploy` and `status` agree with it either way round. Like Prisma's, a script runs outside a
// transaction: its `PRAGMA foreign_keys=OFF` (around a table's redefinition) would be ignored
// inside one. A script that fails stays recorded as failed, and no later one is applied until
// `npx prisma migrate resolve` says what became of it.
import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { root } from "./lib.mjs";
import { checksum, migrationNames, readMigration } from "./migrations.mjs";

export const SQLITE_MIGRATIONS = path.join(root, "prisma/migrations");

// Prisma's table, column for column (its schema engine creates it so).
const RECORD_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

// The form Prisma writes its times in: 2026-11-29T12:07:36.907+00:00.
const now = () => new Date().toISOString().replace("Z", "+00:00");

/** Applies what is missing to the SQLite file `file`; returns the names it applied. */
export function migrateSqlite(file, dir = SQLITE_MIGRATIONS) {
  const db = new Database(file);
  try {
    db.exec(RECORD_TABLE);
    const rows = db
      .prepare(
        `SELECT "migration_name" AS name, "finished_at" AS finished FROM "_prisma_migrations" WHERE "rolled_back_at" IS NULL`,
      )
      .all();
    const failed = rows.find((row) => row.finished === null);
    if (failed) {
      throw new Error(
        `migration ${failed.name} failed earlier and no later one is applied until it is resolved: see https://pris.ly/d/migrate-resolve`,
      );
    }
    // Applied ones are not compared with their checksums, as `prisma migrate deploy` does not:
    // two early migrations were edited on the day they were written, so an install made between
    // holds the older checksum, and its start must not fail on it.
    const done = new Set(rows.map((row) => row.name));
    const applied = [];
    for (const name of migrationNames(dir)) {
      if (done.has(name)) continue;
      const sql = readMigration(dir, name);
      const id = randomUUID();
      db.prepare(
        `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at") VALUES (?, ?, ?, ?)`,
      ).run(id, checksum(sql), name, now());
      try {
        db.exec(sql);
      } catch (error) {
        db.prepare(`UPDATE "_prisma_migrations" SET "logs" = ? WHERE "id" = ?`).run(String(error.message), id);
        throw new Error(`migration ${name} failed: ${error.message}`);
      }
      db.prepare(`UPDATE "_prisma_migrations" SET "finished_at" = ?, "applied_steps_count" = 1 WHERE "id" = ?`).run(
        now(),
        id,
      );
      applied.push(name);
    }
    return applied;
  } finally {
    db.close();
  }
}
