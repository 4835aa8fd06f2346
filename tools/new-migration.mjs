// `npm run db:new-migration -- <name>`: writes the SQL that takes the last committed schema to
// the working one, for SQLite (prisma/migrations) and PostgreSQL (prisma/postgres/migrations),
// and refreshes the derived PostgreSQL schema. `prisma migrate dev` cannot run with the JS
// engine's shadow database.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { derivePostgresSchema, POSTGRES_SCHEMA, SQLITE_SCHEMA } from "./db-schemas.mjs";
import { bin, root } from "../server/lib.mjs";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_");
if (!name) {
  console.error("usage: npm run db:new-migration -- <name>");
  process.exit(1);
}
const headSqlite = execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: root, encoding: "utf8" });
const workingSqlite = fs.readFileSync(SQLITE_SCHEMA, "utf8");
fs.mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true });
fs.writeFileSync(POSTGRES_SCHEMA, derivePostgresSchema(workingSqlite));

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "schema-head-"));
const targets = [
  { old: headSqlite, schema: "prisma/schema.prisma", dir: "prisma/migrations" },
  { old: derivePostgresSchema(headSqlite), schema: "prisma/postgres/schema.prisma", dir: "prisma/postgres/migrations" },
];
try {
  let wrote = 0;
  for (const [index, target] of targets.entries()) {
    const old = path.join(tmp, `old-${index}.prisma`);
    fs.writeFileSync(old, target.old);
    const sql = execFileSync(bin("prisma"), ["migrate", "diff", "--from-schema-datamodel", old, "--to-schema-datamodel", target.schema, "--script"], {
      cwd: root,
      encoding: "utf8",
    });
    if (!/\b(CREATE|ALTER|DROP|INSERT|PRAGMA)\b/.test(sql)) continue;
    const dir = path.join(root, target.dir, `${stamp}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), sql);
    console.log(`Wrote ${path.relative(root, dir)}/migration.sql`);
    wrote += 1;
  }
  if (wrote === 0) console.log("No schema changes since HEAD.");
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
