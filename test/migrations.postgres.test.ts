// The PostgreSQL side of the one schema: prisma/postgres/schema.prisma is derived from
// prisma/schema.prisma and current, and its migrations (applied by server/migrate-pg.mjs, as a
// start does) build exactly the database that schema describes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { RESUME_SEARCH_INDEX } from "@/lib/core/db/dialect";
// @ts-expect-error: plain-JS script shared with npm run db:schemas
import { derivePostgresSchema, POSTGRES_SCHEMA, SQLITE_SCHEMA } from "../tools/db-schemas.mjs";
// @ts-expect-error: plain-JS script shared with npm start
import { migratePostgres } from "../server/migrate-pg.mjs";

const admin = process.env.POSTGRES_ADMIN_URL ?? "";
const clients: pg.Client[] = [];

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

afterAll(() => Promise.all(clients.map((client) => client.end())));

async function shapeOf(client: pg.Client) {
  const internal = ["_app_migrations", "_app_seed"];
  const columns = await client.query(
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = 'public' AND NOT (table_name = ANY($1)) ORDER BY table_name, column_name`,
    [internal],
  );
  const indexes = await client.query(
    `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND NOT (tablename = ANY($1)) AND indexname <> $2 ORDER BY indexname`,
    // The resume search index is the migrations' own: the schema cannot describe it (lib/core/db/dialect.ts).
    [internal, RESUME_SEARCH_INDEX.postgresIndex],
  );
  return { columns: columns.rows, indexes: indexes.rows };
}

async function freshDatabase(name: string) {
  const server = await connect(admin);
  await server.query(`DROP DATABASE IF EXISTS "${name}"`);
  await server.query(`CREATE DATABASE "${name}"`);
  return admin.replace(/\/postgres$/, `/${name}`);
}

describe("PostgreSQL schema and migrations", () => {
  it("the derived schema is current (npm run db:schemas)", () => {
    const derived = derivePostgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
    expect(fs.readFileSync(POSTGRES_SCHEMA, "utf8")).toBe(derived);
  });

  it("the migrations build the same tables, columns and indexes as the schema", async () => {
    const script = execFileSync(
      path.resolve("node_modules/.bin/prisma"),
      ["migrate", "diff", "--from-empty", "--to-schema-datamodel", "prisma/postgres/schema.prisma", "--script"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    const fromSchema = await connect(await freshDatabase("from_schema"));
    await fromSchema.query(script);
    const migrated = await connect(process.env.DATABASE_URL ?? "");
    expect(await shapeOf(migrated)).toEqual(await shapeOf(fromSchema));
  }, 60_000);

  it("applies each migration once when instances start together", async () => {
    const url = await freshDatabase("together");
    const runs = await Promise.all([1, 2, 3].map(() => migratePostgres(url) as Promise<string[]>));
    const names = fs.readdirSync("prisma/postgres/migrations").sort();
    expect(runs.flat().sort()).toEqual(names);
    const recorded = await (await connect(url)).query(`SELECT "name" FROM "_app_migrations" ORDER BY "name"`);
    expect(recorded.rows.map((row: { name: string }) => row.name)).toEqual(names);
  }, 60_000);
});
