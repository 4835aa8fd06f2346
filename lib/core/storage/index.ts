// The process's file store: local disk under UPLOAD_DIR by default, an S3-compatible bucket when
// STORAGE_URL names one. Uploads wait in UPLOAD_DIR/.incoming either way until they are verified.
import "server-only";
import path from "node:path";
import { config } from "../config";
import type { FileStore } from "./file-store";
import { LocalDiskStore } from "./local-disk";
import { parseStorageUrl } from "./location";

export { newFileKey, type FileStore, type FileSource } from "./file-store";

function openFileStore(): FileStore {
  const location = parseStorageUrl(config.storageUrl);
  if (location.kind === "local") return new LocalDiskStore(config.uploadDir);
  const options = { ...location, scratchDir: path.join(config.uploadDir, ".incoming") };
  return loadedOnFirstUse(async () => new (await import("./s3")).S3Store(options));
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
  };
}

const globalStore = globalThis as unknown as { __fileStore?: FileStore };

export const fileStore: FileStore = (globalStore.__fileStore ??= openFileStore());
