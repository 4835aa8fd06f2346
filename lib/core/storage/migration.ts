// Whether the store still reads files in an older form (plain, or encrypted without their name
// bound in). A new install (a database created with no file stored) records at once that it holds
// none (server/prepare-db.mjs runs `rotate-key --new-install`); an older install reads them until
// `npm run rotate-key` has re-encrypted every stored file into the current format, which records
// the same. The record is a SiteSetting row, which every instance shares and every backup carries;
// from then on such a file is refused wherever it turns up.
import { db } from "../db";
import type { AcceptsLegacy } from "./encryption";
import type { FileStore } from "./file-store";

const MARKER = "storage-format";
let migrated = false;

/** Asked only when an older file turns up; once the move is recorded, never again. */
export const acceptsLegacyUntilMigrated: AcceptsLegacy = async () => {
  if (migrated) return false;
  migrated = (await db.siteSetting.findUnique({ where: { key: MARKER }, select: { key: true } })) !== null;
  return !migrated;
};

const record = (fields: Record<string, string>, by: string) => {
  const value = JSON.stringify({ format: 2, ...fields, at: new Date().toISOString() });
  return db.siteSetting.upsert({
    where: { key: MARKER },
    create: { key: MARKER, value, updatedBy: by },
    update: { value, updatedBy: by },
  });
};

/** Records that every stored file is in the current format, under the key with `keyId`. */
export async function recordMigrated(keyId: string): Promise<void> {
  await record({ keyId }, "rotate-key");
}

/**
 * For a database created just now: records that every stored file is encrypted, unless `store`
 * (the disk or the bucket as it is) already holds a file, which may then predate encryption and
 * waits for `npm run rotate-key`. True when recorded.
 */
export async function recordNewInstall(store: FileStore): Promise<boolean> {
  for (const folder of await store.folders()) if ((await store.list(folder)).length > 0) return false;
  await record({ since: "new install" }, "new install");
  return true;
}
