// Checks the configuration (lib/core/config.ts: a wrong value stops here, before anything is
// created), then creates, migrates and seeds the database named by DATABASE_URL (default the
// SQLite file var/data.db, migrated by server/migrate-sqlite.mjs; a postgres:// URL by
// server/migrate-pg.mjs).
// Migrations always run (a no-op when current); the seed runs again only when seed.ts changed;
// the operator account (OPERATOR_EMAIL, OPERATOR_PASSWORD) is created on every start when missing.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { bin, checkConfig, root, run } from "./lib.mjs";
import { migrationNames } from "./migrations.mjs";
import { seedMarkerOf } from "./sqlite-file.mjs";
import { describeDatabase, describeMigrations } from "./start-summary.mjs";

// The seed and the sample content it stores: a change to any of them reseeds.
const SEED_INPUTS = ["prisma/seed.ts", "prisma/seed-blog.ts", "lib/content/blog-posts"];

function seedInputsHash() {
  const hash = createHash("sha256");
  const add = (file) => {
    if (fs.statSync(file).isDirectory()) for (const name of fs.readdirSync(file).sort()) add(path.join(file, name));
    else hash.update(file).update(fs.readFileSync(file));
  };
  for (const entry of SEED_INPUTS) if (fs.existsSync(path.join(root, entry))) add(path.join(root, entry));
  return hash.digest("hex");
}

export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(url);

/** Whether this run created the database: it applied the first migration of `dir`. */
function createdNow(dir, applied) {
  const [first] = migrationNames(dir);
  return first !== undefined && applied.includes(first);
}

/**
 * A database created just now, with an empty file store, is a new install: it records that every
 * stored file is encrypted (lib/core/storage/migration.ts), so a file without the header is never
 * read. Only the start that applied the first migration does this (the others found it applied).
 * A failure (the bucket unreachable, say) leaves the install reading such files until
 * `npm run rotate-key`, as an older one does: it does not stop the start.
 */
async function recordNewInstall(env, url) {
  try {
    await run(bin("tsx"), ["--conditions=react-server", "commands/rotate-key.ts", "--new-install"], {
      env: { ...env, DATABASE_URL: url },
    });
  } catch (error) {
    console.error(
      `[storage] could not look at the file store (${error.message}): files without the encryption header stay readable until npm run rotate-key has run`,
    );
  }
}

/**
 * Applies the migrations of DATABASE_URL's database and prints one line: the database (kind and
 * place, no password) and what was applied. `npm run db:migrate` runs only this.
 */
export async function migrateDb(env = process.env) {
  const config = await checkConfig(env);
  const url = config.databaseUrl;
  let applied;
  let created;
  if (isPostgresUrl(url)) {
    const { migratePostgres, PG_MIGRATIONS } = await import("./migrate-pg.mjs");
    applied = await migratePostgres(url);
    created = createdNow(PG_MIGRATIONS, applied);
  } else {
    fs.mkdirSync(path.dirname(sqliteFile(url)), { recursive: true });
    const { migrateSqlite, SQLITE_MIGRATIONS } = await import("./migrate-sqlite.mjs");
    applied = migrateSqlite(sqliteFile(url));
    created = createdNow(SQLITE_MIGRATIONS, applied);
  }
  console.log(`[db] ${describeDatabase(url)}: ${describeMigrations(applied)}`);
  if (created) await recordNewInstall(env, url);
  return config;
}

const sqliteFile = (url) => path.resolve(root, url.replace(/^file:/, "").split("?")[0]);

export async function prepareDb(env = process.env) {
  const config = await migrateDb(env);
  const url = config.databaseUrl;
  const seedEnv = { env: { ...env, DATABASE_URL: url } };
  // Before the seed, so a refused OPERATOR_PASSWORD stops the start with its message first.
  if (config.operatorEmail && config.operatorPassword) {
    await run(bin("tsx"), ["commands/operator.ts", "--ensure"], seedEnv);
  }
  const seedHash = seedInputsHash();
  if (isPostgresUrl(url)) {
    // Under a lock: instances starting together would otherwise both insert the same posts.
    const { isSeeded, markSeeded, withSeedLock } = await import("./migrate-pg.mjs");
    await withSeedLock(url, async () => {
      if (await isSeeded(url, seedHash)) console.log("[db] already seeded");
      else {
        await run(bin("tsx"), ["prisma/seed.ts"], seedEnv);
        await markSeeded(url, seedHash);
      }
    });
  } else {
    const marker = seedMarkerOf(sqliteFile(url));
    if (fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === seedHash) {
      console.log("[db] already seeded");
    } else {
      await run(bin("tsx"), ["prisma/seed.ts"], seedEnv);
      fs.writeFileSync(marker, seedHash);
    }
  }
  return config;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  (process.argv.includes("--migrate-only") ? migrateDb() : prepareDb()).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
