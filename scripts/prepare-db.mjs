// Creates, migrates and seeds the SQLite database named by DATABASE_URL (default var/data.db).
// Migrations always run (a no-op when current); the seed runs again only when seed.ts changed;
// the operator account (OPERATOR_EMAIL, OPERATOR_PASSWORD) is created on every start when missing.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { bin, root, run } from "./lib.mjs";

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

export async function prepareDb(env = process.env) {
  const url = env.DATABASE_URL ?? "file:./var/data.db";
  const dbFile = path.resolve(root, url.replace(/^file:/, "").replace(/\?.*$/, ""));
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  await run(bin("prisma"), ["migrate", "deploy"], { env: { ...env, DATABASE_URL: url } });
  // Before the seed, so a refused OPERATOR_PASSWORD stops the start with its message first.
  if (env.OPERATOR_EMAIL && env.OPERATOR_PASSWORD) {
    await run(bin("tsx"), ["scripts/operator.ts", "--ensure"], { env: { ...env, DATABASE_URL: url } });
  }
  const seedHash = seedInputsHash();
  const marker = `${dbFile}.seeded`;
  if (fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === seedHash) {
    console.log("[db] already seeded");
  } else {
    await run(bin("tsx"), ["prisma/seed.ts"], { env: { ...env, DATABASE_URL: url } });
    fs.writeFileSync(marker, seedHash);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareDb().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
