// The committed migrations must build exactly the database prisma/schema.prisma describes.
// Branches add migrations side by side; a merge that keeps a schema change but loses (or
// doubles) its migration would otherwise only show up as a failing query in production.
import { execFileSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { RESUME_SEARCH_INDEX } from "@/lib/core/db/dialect";

const SEARCH = RESUME_SEARCH_INDEX.sqliteTable;

type Shape = Record<string, { columns: unknown[]; indexes: unknown[] }>;

function shapeOf(db: Database.Database): Shape {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations' ORDER BY name")
    .all() as Array<{ name: string }>;
  // The resume search index (an FTS5 table and its shadow tables) is the migrations' own: the
  // schema cannot describe it (lib/core/db/dialect.ts); test/resume-search.test.ts checks it.
  const own = (name: string) => name === SEARCH || name.startsWith(`${SEARCH}_`);
  const shape: Shape = {};
  for (const { name } of tables.filter((table) => !own(table.name))) {
    const columns = (db.prepare(`PRAGMA table_info("${name}")`).all() as Array<Record<string, unknown>>)
      .map(({ name: column, type, notnull, dflt_value, pk }) => ({ column, type, notnull, dflt_value, pk }))
      .sort((a, b) => String(a.column).localeCompare(String(b.column)));
    const indexes = (db.prepare(`PRAGMA index_list("${name}")`).all() as Array<{ name: string; unique: number }>)
      .filter((index) => !index.name.startsWith("sqlite_autoindex"))
      .map((index) => ({
        name: index.name,
        unique: index.unique,
        columns: (db.prepare(`PRAGMA index_info("${index.name}")`).all() as Array<{ name: string }>).map((c) => c.name),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    shape[name] = { columns, indexes };
  }
  return shape;
}

describe("migrations", () => {
  it("build the same tables, columns and indexes as the schema", () => {
    const script = execFileSync(
      path.resolve("node_modules/.bin/prisma"),
      ["migrate", "diff", "--from-empty", "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    const fromSchema = new Database(":memory:");
    fromSchema.exec(script);
    const migrated = new Database((process.env.DATABASE_URL ?? "").replace(/^file:/, ""), { readonly: true });
    try {
      expect(shapeOf(migrated)).toEqual(shapeOf(fromSchema));
    } finally {
      migrated.close();
      fromSchema.close();
    }
  }, 30_000);
});
