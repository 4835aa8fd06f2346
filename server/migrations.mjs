// What both migrators share (server/migrate-sqlite.mjs, server/migrate-pg.mjs): the migrations of a
// folder in the order they apply, and the checksum each applied one is recorded with.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The names of the migrations in `dir` (a folder each, holding migration.sql), oldest first. */
export const migrationNames = (dir) =>
  fs
    .readdirSync(dir)
    .filter((name) => fs.existsSync(path.join(dir, name, "migration.sql")))
    .sort();

export const readMigration = (dir, name) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");

/** The SHA-256 of a migration's script, in hex: what `prisma migrate` records as its checksum. */
export const checksum = (sql) => createHash("sha256").update(sql).digest("hex");
