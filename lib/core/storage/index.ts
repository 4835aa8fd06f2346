// The process's file store: local disk under UPLOAD_DIR by default, an S3-compatible bucket when
// STORAGE_URL names one. Uploads wait in UPLOAD_DIR/.incoming either way until they are verified.
import "server-only";
import path from "node:path";
import { bridge } from "../bridge.mjs";
import { config } from "../config";
import { EncryptedStore } from "./encrypted";
import type { FileStore } from "./file-store";
import { storageKeyring } from "./keys";
import { LocalDiskStore } from "./local-disk";
import { parseStorageUrl } from "./location";
import { acceptsLegacyUntilMigrated } from "./migration";
import { asUnavailable, setProbe } from "../outage";

export { newFileKey, type FileStore, type FileSource } from "./file-store";

/** The disk or the bucket itself, holding ciphertext: the site reads it only through `fileStore`,
 * `npm run rotate-key` directly (to see each file's form and key). */
export function openCiphertextStore(): FileStore {
  const location = parseStorageUrl(config.storageUrl);
  if (location.kind === "local") return new LocalDiskStore(config.uploadDir);
  const options = { ...location, scratchDir: path.join(config.uploadDir, ".incoming") };
  return reportingOutages(loadedOnFirstUse(async () => new (await import("./s3")).S3Store(options)));
}

/** The plain store under the encryption: files reach the disk or the bucket only as ciphertext. */
function openFileStore(): FileStore {
  return new EncryptedStore(openCiphertextStore(), () => storageKeyring(config), acceptsLegacyUntilMigrated);
}

/** A bucket that cannot be reached is an outage (503, logged once), not a failure of the request. */
function reportingOutages(store: FileStore): FileStore {
  setProbe("storage", () => store.check());
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw asUnavailable(error, "storage") ?? error;
      }
    };
  return {
    scratchDir: () => store.scratchDir(),
    save: guard((key, source) => store.save(key, source)),
    open: guard((key) => store.open(key)),
    delete: guard((key) => store.delete(key)),
    check: guard(() => store.check()),
    list: guard((prefix) => store.list(prefix)),
    folders: guard(() => store.folders()),
  };
}

/** The AWS SDK costs about 20 MB and a third of a second to load: only a bucket's store loads it. */
function loadedOnFirstUse(load: () => Promise<FileStore>): FileStore {
  let store: Promise<FileStore> | undefined;
  const loaded = () => (store ??= load());
  return {
    scratchDir: async () => (await loaded()).scratchDir(),
    save: async (key, source) => (await loaded()).save(key, source),
    open: async (key) => (await loaded()).open(key),
    delete: async (key) => (await loaded()).delete(key),
    check: async () => (await loaded()).check(),
    list: async (prefix) => (await loaded()).list(prefix),
    folders: async () => (await loaded()).folders(),
  };
}

export const fileStore: FileStore = (bridge.fileStore ??= openFileStore());
