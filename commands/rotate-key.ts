// `npm run rotate-key [backup folder...]`: re-encrypts every stored file (local disk or the bucket)
// and every backup in var/backups (and the folders named) under STORAGE_KEY, in the current format
// (lib/core/storage/rotate.ts). Run again after a crash: it finishes what is left. When nothing
// failed, it records that the move is done: from then on the site refuses unencrypted files and
// files in the old format, and the keys in STORAGE_KEYS_OLD are no longer needed.
// `--new-install` (run by server/prepare-db.mjs when it has just created the database) records the
// same at once when the file store holds no file: a new install never reads a file without a header.
import path from "node:path";
import { config } from "../lib/core/config";
import { db } from "../lib/core/db";
import { openCiphertextStore } from "../lib/core/storage";
import { storageKeyring } from "../lib/core/storage/keys";
import { recordMigrated, recordNewInstall } from "../lib/core/storage/migration";
import { rotateKey } from "../lib/core/storage/rotate";

async function main() {
  const ring = storageKeyring(config);
  const backupDirs = [path.join(config.varDir, "backups"), ...process.argv.slice(2).map((dir) => path.resolve(dir))];
  const summary = await rotateKey({
    store: openCiphertextStore(),
    ring,
    backupDirs,
    log: (line) => console.log(`[rotate-key] ${line}`),
  });
  const done = `${summary.files} files and ${summary.backups} backups re-encrypted, ${summary.unchanged} already under the current key`;
  if (summary.failed.length > 0) {
    console.error(
      `[rotate-key] ${done}; ${summary.failed.length} could not be re-encrypted (above): fix them and run npm run rotate-key again`,
    );
    process.exitCode = 1;
    return;
  }
  await recordMigrated(ring.current.id.toString("hex"));
  console.log(`[rotate-key] ${done}; every file is under the current key: STORAGE_KEYS_OLD can be emptied`);
}

async function newInstall() {
  const recorded = await recordNewInstall(openCiphertextStore());
  console.log(
    recorded
      ? "[storage] new install: every stored file is encrypted, and a file without the encryption header is refused"
      : "[storage] the file store already holds files: those without the encryption header stay readable until npm run rotate-key has encrypted them",
  );
}

(process.argv[2] === "--new-install" ? newInstall() : main())
  .catch((error: unknown) => {
    console.error("[rotate-key] failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
