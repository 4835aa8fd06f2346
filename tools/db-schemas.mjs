// `npm run db:schemas`: derives prisma/postgres/schema.prisma from prisma/schema.prisma (the one
// schema anyone edits). Prisma needs one schema and one generated client per provider; the models
// are the same, only the datasource and the client's output differ. `-- --check` fails when the
// derived schema is out of date (the unit tests run it).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SQLITE_SCHEMA = path.join(root, "prisma/schema.prisma");
export const POSTGRES_SCHEMA = path.join(root, "prisma/postgres/schema.prisma");

const HEADER = "// Derived from prisma/schema.prisma by `npm run db:schemas`: edit that file, not this one.\n";

/** The PostgreSQL schema for a given SQLite schema's text. */
export function derivePostgresSchema(sqlite) {
  const swap = (pattern, replacement) => {
    if (!pattern.test(sqlite)) throw new Error(`prisma/schema.prisma no longer has ${pattern}`);
    sqlite = sqlite.replace(pattern, replacement);
  };
  swap(/output(\s*)= "\.\.\/lib\/generated\/prisma"/, 'output$1= "../../lib/generated/prisma-pg"');
  swap(/provider = "sqlite"/, 'provider = "postgresql"');
  return HEADER + sqlite;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const derived = derivePostgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
  const current = fs.existsSync(POSTGRES_SCHEMA) ? fs.readFileSync(POSTGRES_SCHEMA, "utf8") : "";
  if (process.argv.includes("--check")) {
    if (derived !== current) {
      console.error("prisma/postgres/schema.prisma is out of date: run npm run db:schemas");
      process.exit(1);
    }
    console.log("prisma/postgres/schema.prisma matches prisma/schema.prisma");
  } else if (derived !== current) {
    fs.mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true });
    fs.writeFileSync(POSTGRES_SCHEMA, derived);
    console.log("wrote prisma/postgres/schema.prisma");
  }
}
