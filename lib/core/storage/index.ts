// The process's file store: local disk under UPLOAD_DIR by default, an S3-compatible bucket when
// STORAGE_URL names one. Uploads wait in UPLOAD_DIR/.incoming either way until they are verified.
import "server-only";
import path from "node:path";
import { config } from "../config";
import type { FileStore } from "./file-store";
import { LocalDiskStore } from "./local-disk";
import { parseStorageUrl } from "./location";
import { S3Store } from "./s3";

export { newFileKey, type FileStore, type FileSource } from "./file-store";

function openFileStore(): FileStore {
  const location = parseStorageUrl(config.storageUrl);
  if (location.kind === "local") return new LocalDiskStore(config.uploadDir);
  return new S3Store({ ...location, scratchDir: path.join(config.uploadDir, ".incoming") });
}

const globalStore = globalThis as unknown as { __fileStore?: FileStore };

export const fileStore: FileStore = (globalStore.__fileStore ??= openFileStore());
