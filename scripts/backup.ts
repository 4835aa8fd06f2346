// `npm run backup [file]`: a consistent, encrypted backup of the database and every stored file,
// taken while the site runs (lib/core/backup.ts). Default file: var/backups/backup-<time>.bak.
import path from "node:path";
import { writeBackup } from "../lib/core/backup";
import { config } from "../lib/core/config";
import { fileStore } from "../lib/core/storage";
import { storageKeyring } from "../lib/core/storage/keys";

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(process.argv[2] ?? path.join(config.varDir, "backups", `backup-${stamp}.bak`));
  const summary = await writeBackup({ databaseUrl: config.databaseUrl, store: fileStore, ring: storageKeyring(config), file });
  console.log(`[backup] wrote ${file}: the ${summary.dialect} database (${summary.databaseBytes} bytes) and ${summary.files} files, encrypted under STORAGE_KEY`);
}

main().catch((error: unknown) => {
  console.error("[backup] failed", error);
  process.exit(1);
});
