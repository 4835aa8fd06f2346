// Any file store with encryption at rest: bytes are encrypted on their way in and decrypted on
// their way out (lib/core/storage/encryption.ts), so the disk or the bucket only ever holds
// ciphertext. Each file is bound to its key (a file's bytes moved under another name fail to open).
// Files stored before encryption (no header) or in the first format are read only while
// `acceptsLegacy` allows it: until `npm run rotate-key` has re-encrypted them all (./migration.ts).
import fs from "node:fs";
import fsp from "node:fs/promises";
import type { Readable } from "node:stream";
import { decryptingStream, encryptingStream, fileContext, refuseLegacy, type AcceptsLegacy, type Keyring } from "./encryption";
import { isStream, type FileSource, type FileStore, type StoredFile } from "./file-store";

export class EncryptedStore implements FileStore {
  private loaded?: Keyring;

  /** `keys` is called on first use, so merely loading the store reads or writes no key file. */
  constructor(
    private readonly inner: FileStore,
    private readonly keys: () => Keyring,
    private readonly acceptsLegacy: AcceptsLegacy = refuseLegacy,
  ) {}

  private get ring(): Keyring {
    return (this.loaded ??= this.keys());
  }

  async save(key: string, source: FileSource): Promise<void> {
    if (isStream(source)) return this.inner.save(key, encryptingStream(source, this.ring, fileContext(key)));
    await this.inner.save(key, encryptingStream(fs.createReadStream(source.path), this.ring, fileContext(key)));
    await fsp.rm(source.path, { force: true });
  }

  async open(key: string): Promise<Readable | null> {
    const stored = await this.inner.open(key);
    return stored && decryptingStream(stored, this.ring, fileContext(key), this.acceptsLegacy);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  scratchDir(): Promise<string> {
    return this.inner.scratchDir();
  }

  check(): Promise<void> {
    return this.inner.check();
  }

  list(prefix: string): Promise<StoredFile[]> {
    return this.inner.list(prefix);
  }

  folders(): Promise<string[]> {
    return this.inner.folders();
  }
}
