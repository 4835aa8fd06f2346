// The file store behind uploads: server-made keys in, bytes out. Handlers and libraries see only
// this interface, so a deployment can put S3-compatible storage behind it instead of local disk.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

export type FileSource = Readable | { path: string };

/** A stored file as `list` shows it. */
export type StoredFile = { key: string; modifiedAt: Date };

export interface FileStore {
  /** A private directory for uploads in progress, before they are verified; made when missing. */
  scratchDir(): Promise<string>;
  /** Stores the bytes under `key`, whole or not at all; a `{ path }` source is moved, not copied. */
  save(key: string, source: FileSource): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  open(key: string): Promise<Readable | null>;
  /** Removes what is stored under `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store can take files now (the readiness check); throws otherwise. */
  check(): Promise<void>;
  /** Every file stored under `prefix` (the part of a key before its slash), with when it was last written. */
  list(prefix: string): Promise<StoredFile[]>;
  /** Every prefix that holds files (the folders a backup walks). */
  folders(): Promise<string[]>;
}

/** A stream is copied; anything else names a finished scratch file. */
export function isStream(source: FileSource): source is Readable {
  return "pipe" in source;
}

const PREFIX_PATTERN = /^[a-z0-9-]{1,40}$/;
const KEY_PATTERN = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** A fresh key such as `career/0b0f…a10.pdf`: never derived from anything the visitor sent. */
export function newFileKey(prefix: string, extension: string): string {
  return assertKey(`${prefix}/${randomUUID()}.${extension}`);
}

/** Refuses any key not made by newFileKey, so no key can climb out of the store. */
export function assertKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
  return key;
}

/** Refuses a prefix that is not a single plain folder name. */
export function assertPrefix(prefix: string): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Not a file store prefix: ${JSON.stringify(prefix)}`);
  return prefix;
}

/** True for a folder name a key can start with. */
export const isPrefix = (prefix: string) => PREFIX_PATTERN.test(prefix);

/** True for a name `newFileKey` could have made. */
export const isFileKey = (key: string) => KEY_PATTERN.test(key);
