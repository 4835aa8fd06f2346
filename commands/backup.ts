// `npm run backup [file or folder]`: a consistent, encrypted backup of the database and every
// stored file, taken while the site runs (lib/core/backup.ts). Default: var/backups/backup-<time>.bak;
// a folder gets a backup-<time>.bak of its own.
import fs from "node:fs";
import path from "node:path";
import { writeBackup } from "../lib/core/backup";
import { config } from "../lib/core/config";
import { backupOptions } from "./this-machine";

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const named = path.resolve(process.argv[2] ?? path.join(config.varDir, "backups"));
  const file =
    fs.statSync(named, { throwIfNoEntry: false })?.isDirectory() || !process.argv[2]
      ? path.join(named, `backup-${stamp}.bak`)
      : named;
  const summary = await writeBackup(backupOptions(file));
  console.log(
    `[backup] wrote ${file}: the ${summary.dialect} database (${summary.databaseBytes} bytes) and ${summary.files} files, encrypted under STORAGE_KEY`,
  );
}

main().catch((error: unknown) => {
  console.error("[backup] failed", error);
  process.exit(1);
});
