// `npm run retention`: deletes what the privacy policy says we delete (lib/features/admin/retention.ts)
// and expired sign-ins from the database named by DATABASE_URL and the file store (UPLOAD_DIR, or
// the bucket of STORAGE_URL), and prints it. For those who run upkeep from cron: it takes the same
// lease as the servers' timer (lib/features/admin/upkeep.ts), so it never runs beside another run,
// and is recorded as a run the operator dashboard shows.
import fs from "node:fs";
import os from "node:os";
import { runUpkeep, upkeepLease, upkeepSteps } from "../lib/features/admin/upkeep";
import * as authExpiry from "../lib/features/auth/expired";
import { config } from "../lib/core/config";
import { createPrismaClient, dialectOf, sqlitePath } from "../lib/core/db/client";
import { fileStore } from "../lib/core/storage";

async function main() {
  const file = sqlitePath(config.databaseUrl);
  if (dialectOf(config.databaseUrl) === "sqlite" && !fs.existsSync(file)) {
    console.error(`[retention] no database at ${file}; nothing to do (start the site once, or set DATABASE_URL)`);
    process.exit(1);
  }
  const db = createPrismaClient(config.databaseUrl, config.dbAdapter);
  try {
    const outcome = await runUpkeep(
      { db, store: fileStore, mailDir: config.mailDir, steps: upkeepSteps(authExpiry) },
      { instance: `${os.hostname()}:${process.pid}`, trigger: "command", intervalMs: 0 },
    );
    if (!outcome) {
      const lease = await upkeepLease(db);
      console.error(
        `[retention] another upkeep run (${lease?.holder ?? "unknown"}) holds the lease until ${lease?.leaseUntil.toISOString() ?? "?"}; nothing done, try again later`,
      );
      process.exitCode = 1;
      return;
    }
    for (const line of outcome.lines) console.log(`[retention] ${line}`);
    for (const error of outcome.errors) console.error(`[retention] failed: ${error}`);
    if (outcome.errors.length > 0) process.exitCode = 1;
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error("[retention] failed", error);
  process.exit(1);
});
