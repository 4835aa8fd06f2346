// Any file store with encryption at rest: bytes are encrypted on their way in and decrypted on
// their way out (lib/core/storage/encryption.ts), so the disk or the bucket only ever holds
// ciphertext. Each file is bound to its key (a file's bytes moved under another name fail to open).
// Files stored before encryption (no header) or in the first format are read only while
// `acceptsLegacy` allows it (./migration.ts: never on a new install; on an older one until
// `npm run rotate-key` has re-encrypted them all). A refused file is logged and opens as missing,
// so its reader answers as for any missing file and never sees a byte of it.
import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import { log } from "../log";
import {
  decrypt,
  encryptingStream,
  fileContext,
  LegacyFileError,
  refuseLegacy,
  type AcceptsLegacy,
  type Keyring,
} from "./encryption";
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

  /** The file's plain bytes; null when it is missing or in a form that is refused. */
  async open(key: string): Promise<Readable | null> {
    const stored = await this.inner.open(key);
    if (!stored) return null;
    const plain = decrypt(stored, this.ring, fileContext(key), this.acceptsLegacy);
    // The first frame is read now: a refused form is known before anyone answers with the file.
    const first = plain.next();
    try {
      await first;
    } catch (error) {
      if (!(error instanceof LegacyFileError)) return streamOf(stored, first, plain);
      stored.destroy();
      log.error({ err: error, key }, "a stored file was refused: it is not in the current encrypted format");
      return null;
    }
    return streamOf(stored, first, plain);
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

/** The plain bytes as a stream: the frame already read, then the rest; closing it closes the stored file. */
function streamOf(stored: Readable, first: Promise<IteratorResult<Buffer>>, rest: AsyncGenerator<Buffer>): Readable {
  async function* all(): AsyncGenerator<Buffer> {
    const head = await first;
    if (head.done) return;
    yield head.value;
    yield* rest;
  }
  const stream = Readable.from(all(), { objectMode: false });
  stream.once("close", () => stored.destroy());
  return stream;
}
