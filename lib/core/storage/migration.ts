// Whether the store still reads files in an older form (plain, or encrypted without their name
// bound in). Yes until `npm run rotate-key` has re-encrypted every stored file into the current
// format; it then records that in the database (a SiteSetting row), which every instance shares,
// and from then on such a file is refused wherever it turns up.
import { db } from "../db";
import type { AcceptsLegacy } from "./encryption";

const MARKER = "storage-format";
let migrated = false;

/** Asked only when an older file turns up; once the move is recorded, never again. */
export const acceptsLegacyUntilMigrated: AcceptsLegacy = async () => {
  if (migrated) return false;
  migrated = (await db.siteSetting.findUnique({ where: { key: MARKER }, select: { key: true } })) !== null;
  return !migrated;
};

/** Records that every stored file is in the current format, under the key with `keyId`. */
export async function recordMigrated(keyId: string): Promise<void> {
  const value = JSON.stringify({ format: 2, keyId, at: new Date().toISOString() });
  await db.siteSetting.upsert({ where: { key: MARKER }, create: { key: MARKER, value, updatedBy: "rotate-key" }, update: { value, updatedBy: "rotate-key" } });
}
