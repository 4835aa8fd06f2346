// `npm run restore <file>`: brings a backup of `npm run backup` back on an empty machine (no
// database at DATABASE_URL yet), re-encrypting the files under this machine's STORAGE_KEY. The
// backup is read with STORAGE_KEY or one of STORAGE_KEYS_OLD, and the machine must have the old
// one's APP_SECRET; the whole backup is checked before anything is written.
import path from "node:path";
import { restoreBackup } from "../lib/core/backup";
import { backupOptions } from "./this-machine";

async function main() {
  const given = process.argv[2];
  if (!given) {
    console.error("[restore] usage: npm run restore <backup file>");
    process.exit(2);
  }
  const file = path.resolve(given);
  const summary = await restoreBackup(backupOptions(file));
  console.log(
    `[restore] restored the ${summary.dialect} database (${summary.databaseBytes} bytes) and ${summary.files} files from ${file}`,
  );
}

main().catch((error: unknown) => {
  console.error("[restore] failed", error instanceof Error ? error.message : error);
  process.exit(1);
});
