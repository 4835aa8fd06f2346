// `npm run retention`: deletes what the privacy policy says we delete (lib/features/admin/retention.ts)
// from the database named by DATABASE_URL and the file store under UPLOAD_DIR, and prints it.
import fs from "node:fs";
import { describeRetention, runRetention } from "../lib/features/admin/retention";
import { config } from "../lib/core/config";
import { createPrismaClient, dialectOf, sqlitePath } from "../lib/core/db/client";
import { LocalDiskStore } from "../lib/core/storage/local-disk";

async function main() {
  const file = sqlitePath(config.databaseUrl);
  if (dialectOf(config.databaseUrl) === "sqlite" && !fs.existsSync(file)) {
    console.error(`[retention] no database at ${file}; nothing to do (start the site once, or set DATABASE_URL)`);
    process.exit(1);
  }
  const db = createPrismaClient(config.databaseUrl, config.dbAdapter);
  try {
    const report = await runRetention({ db, store: new LocalDiskStore(config.uploadDir), mailDir: config.mailDir });
    for (const line of describeRetention(report)) console.log(`[retention] ${line}`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error("[retention] failed", error);
  process.exit(1);
});
