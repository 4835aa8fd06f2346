// Applies prisma/postgres/migrations in order to a PostgreSQL database. `prisma migrate deploy`
// cannot run through the pg driver adapter here (prisma/orm#27403), so this does its job: each
// migration in its own transaction, recorded with its checksum, under an advisory lock so that
// instances starting together apply each migration once (the others wait, then find it applied).
import path from "node:path";
import pg from "pg";
import { root } from "./lib.mjs";
import { checksum, migrationNames, readMigration } from "./migrations.mjs";

export const PG_MIGRATIONS = path.join(root, "prisma/postgres/migrations");
// Any fixed 64-bit number; the same in every instance of this app.
const LOCK_KEY = 7_310_204_117;
const SEED_LOCK_KEY = 7_310_204_118;

/** Applies what is missing; returns the names it applied. Throws when an applied one was edited. */
export async function migratePostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_app_migrations" (
      "name" text PRIMARY KEY, "checksum" text NOT NULL, "appliedAt" timestamptz NOT NULL DEFAULT now())`);
    const done = new Map(
      (await client.query(`SELECT "name", "checksum" FROM "_app_migrations"`)).rows.map((r) => [r.name, r.checksum]),
    );
    for (const name of migrationNames(PG_MIGRATIONS)) {
      const sql = readMigration(PG_MIGRATIONS, name);
      if (done.has(name)) {
        if (done.get(name) !== checksum(sql)) throw new Error(`migration ${name} was edited after it was applied`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(`INSERT INTO "_app_migrations" ("name", "checksum") VALUES ($1, $2)`, [name, checksum(sql)]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${name} failed: ${error.message}`);
      }
      applied.push(name);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock_all()").catch(() => {});
    await client.end();
  }
  return applied;
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `CREATE TABLE IF NOT EXISTS "_app_seed" ("hash" text PRIMARY KEY, "at" timestamptz NOT NULL DEFAULT now())`,
    );
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the seed with this hash already ran (the marker lives in the database, not in a file). */
export const isSeeded = (url, hash) =>
  withClient(
    url,
    async (client) => (await client.query(`SELECT 1 FROM "_app_seed" WHERE "hash" = $1`, [hash])).rowCount > 0,
  );

export const markSeeded = (url, hash) =>
  withClient(url, (client) =>
    client.query(`INSERT INTO "_app_seed" ("hash") VALUES ($1) ON CONFLICT DO NOTHING`, [hash]),
  );

/** Runs `work` while holding the seed lock: one instance seeds, the others wait and find it done. */
export async function withSeedLock(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [SEED_LOCK_KEY]);
    return await work();
  } finally {
    await client.query("SELECT pg_advisory_unlock_all()").catch(() => {});
    await client.end();
  }
}
