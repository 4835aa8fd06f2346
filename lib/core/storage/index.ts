// The process's file store. Swap the implementation here to move uploads off local disk.
import "server-only";
import { config } from "../config";
import type { FileStore } from "./file-store";
import { LocalDiskStore } from "./local-disk";

export { newFileKey, type FileStore, type FileSource } from "./file-store";

const globalStore = globalThis as unknown as { __fileStore?: FileStore };

export const fileStore: FileStore = (globalStore.__fileStore ??= new LocalDiskStore(config.uploadDir));
