// Idempotent seed: safe to run on every start. Creates the operator account from
// OPERATOR_EMAIL / OPERATOR_PASSWORD when both are set and the account does not exist yet, and
// stops (exit 1) on a password the login screen would refuse. server/prepare-db.mjs runs
// `commands/operator.ts --ensure` before the seed on every start, which logs when the account exists.
import { ensureOperator, OperatorSettingError } from "../lib/features/auth/operator-account";
import { createPrismaClient } from "../lib/core/db/client";
import { normaliseEmail } from "../lib/validation/email";
import { seedBlogPosts } from "./seed-blog";
import { seedJobs } from "./seed-jobs";

async function main() {
  const db = createPrismaClient(process.env.DATABASE_URL ?? "file:./var/data.db", "better-sqlite3");
  try {
    if ((await ensureOperator(db, process.env.OPERATOR_EMAIL, process.env.OPERATOR_PASSWORD)) === "created") {
      console.log(`[seed] operator account created for ${normaliseEmail(process.env.OPERATOR_EMAIL ?? "")}`);
    }
    console.log(`[seed] blog posts: ${await seedBlogPosts(db)} created`);
    console.log(`[seed] jobs: ${await seedJobs(db)} created`);
    console.log("[seed] done");
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  if (error instanceof OperatorSettingError) console.error(`[seed] ${error.message}`);
  else console.error("[seed] failed", error);
  process.exit(1);
});
