// What `npm run backup` and `npm run restore` both take from this machine: its database, its file
// store, its storage keys and its app secret's fingerprint, with the backup file they work on.
import type { BackupOptions } from "../lib/core/backup";
import { config } from "../lib/core/config";
import { fileStore } from "../lib/core/storage";
import { storageKeyring } from "../lib/core/storage/keys";
import { appSecretId } from "../lib/core/tokens";

export function backupOptions(file: string): BackupOptions {
  return {
    databaseUrl: config.databaseUrl,
    store: fileStore,
    ring: storageKeyring(config),
    file,
    appSecretId: appSecretId(),
  };
}
