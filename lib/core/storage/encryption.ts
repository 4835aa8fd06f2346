// Stored files (and backups) encrypted with AES-256-GCM, streamed in frames so a file of any size
// passes through with one frame (64 KiB) in memory, never the whole file:
//
//   header  MAGIC (8) | key id (8) | nonce prefix (8)
//   frame   length (4, big-endian; top bit set on the last frame) | ciphertext | tag (16)
//
// Each frame's nonce is the prefix and the frame's number, and its authenticated data is the
// header, the number, the last-frame flag and the file's context (its storage key, or "backup"):
// frames cannot be reordered, dropped, cut short or moved to another file, and a whole file cannot
// be put under another name, without the tag failing. The key id (a hash of the key) lets old keys
// stay readable after a new one is added (STORAGE_KEYS_OLD). Two older forms are read only when
// the caller accepts them (during the move that `npm run rotate-key` makes): version 1 files,
// whose frames do not name their context, and plain files written before encryption.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";

/** The current format's header (version 2: the context is in every frame's authenticated data). */
export const MAGIC = Buffer.from("SAOPENC\u0002", "latin1");
/** Version 1: the frames' authenticated data has no context. Read during the move, never written. */
export const MAGIC_V1 = Buffer.from("SAOPENC\u0001", "latin1");
const HEADER_BYTES = 24;
const FRAME_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const LAST = 0x8000_0000;

export type StorageKey = { id: Buffer; key: Buffer };
/** The key new files are written with, and every key a file may have been written with. */
export type Keyring = { current: StorageKey; readable: StorageKey[] };
/** An older form a reader may accept: a plain (headerless) file, or a version 1 file. */
export type LegacyForm = "plain" | "v1";
/** Whether the reader accepts an older form; asked only when such a file turns up. */
export type AcceptsLegacy = (form: LegacyForm) => boolean | Promise<boolean>;

/** The context a stored file's frames are bound to: its storage key. */
export const fileContext = (key: string) => `file:${key}`;
/** The context of a backup's frames: a backup is never a stored file and the other way round. */
export const BACKUP_CONTEXT = "backup";
export const refuseLegacy: AcceptsLegacy = () => false;

/** A key from its base64 form: exactly 32 bytes. */
export function storageKey(base64: string): StorageKey {
  const key = Buffer.from(base64.trim(), "base64");
  if (key.length !== 32) throw new Error("A storage key must be 32 bytes, base64-encoded (openssl rand -base64 32).");
  return { id: createHash("sha256").update("storage-key-id:").update(key).digest().subarray(0, 8), key };
}

export function keyring(current: string, old: string[] = []): Keyring {
  const first = storageKey(current);
  return { current: first, readable: [first, ...old.map(storageKey)] };
}

/** What a file's first bytes say: its form, and for an encrypted one the id of its key. */
export function formOf(start: Buffer): { form: LegacyForm | "current"; keyId?: string } {
  const magic = start.subarray(0, MAGIC.length);
  const keyId = start.length >= 16 ? start.subarray(8, 16).toString("hex") : undefined;
  if (magic.equals(MAGIC)) return { form: "current", keyId };
  if (magic.equals(MAGIC_V1)) return { form: "v1", keyId };
  return { form: "plain" };
}

function frameNonce(prefix: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 8);
  return nonce;
}

/** Fixed-length fields first, so the context (the only one of variable length) cannot be confused with them. */
function frameAad(header: Buffer, index: number, last: boolean, context: Buffer | null): Buffer {
  const extra = Buffer.alloc(5);
  extra.writeUInt32BE(index, 0);
  extra[4] = last ? 1 : 0;
  return Buffer.concat(context ? [header, extra, context] : [header, extra]);
}

function sealFrame(
  key: StorageKey,
  header: Buffer,
  index: number,
  plain: Buffer,
  last: boolean,
  context: Buffer,
): Buffer {
  if (index >= LAST) throw new Error("File too large to encrypt");
  const cipher = createCipheriv("aes-256-gcm", key.key, frameNonce(header.subarray(16, 24), index));
  cipher.setAAD(frameAad(header, index, last, context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE((plain.length | (last ? LAST : 0)) >>> 0);
  return Buffer.concat([length, body, cipher.getAuthTag()]);
}

/** The bytes of `source`, encrypted under the keyring's current key and bound to `context`. */
export async function* encrypt(
  source: AsyncIterable<Buffer | string>,
  ring: Keyring,
  context: string,
): AsyncGenerator<Buffer> {
  const header = Buffer.concat([MAGIC, ring.current.id, randomBytes(8)]);
  const bound = Buffer.from(context, "utf8");
  yield header;
  let pending = Buffer.alloc(0);
  let index = 0;
  for await (const chunk of source) {
    pending = Buffer.concat([pending, Buffer.from(chunk)]);
    while (pending.length > FRAME_BYTES) {
      yield sealFrame(ring.current, header, index++, pending.subarray(0, FRAME_BYTES), false, bound);
      pending = pending.subarray(FRAME_BYTES);
    }
  }
  yield sealFrame(ring.current, header, index, pending, true, bound);
}

/** Reads exact byte counts from a stream, holding at most what was asked for plus one chunk. */
class ByteReader {
  private buffered = Buffer.alloc(0);
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer | string>) {}

  /** Up to `n` bytes; fewer only at the end of the stream. */
  async read(n: number): Promise<Buffer> {
    while (this.buffered.length < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else this.buffered = Buffer.concat([this.buffered, Buffer.from(next.value)]);
    }
    const out = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(out.length);
    return out;
  }

  /** Whatever is left, as it arrives. */
  async *rest(): AsyncGenerator<Buffer> {
    if (this.buffered.length > 0) yield this.buffered;
    this.buffered = Buffer.alloc(0);
    while (!this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else yield Buffer.from(next.value);
    }
  }
}

export class LegacyFileError extends Error {}

const LEGACY_REFUSED: Record<LegacyForm, string> = {
  plain: "File is not encrypted (it has no header): refused",
  v1: "File is in the old encrypted format, which does not bind its name: refused",
};

/**
 * The plain bytes of an encrypted file bound to `context`. A plain or version 1 file is read only
 * when `accepts` says so, and throws LegacyFileError otherwise.
 */
export async function* decrypt(
  source: AsyncIterable<Buffer | string>,
  ring: Keyring,
  context: string,
  accepts: AcceptsLegacy = refuseLegacy,
): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    yield* decryptFrom(new ByteReader(iterator), ring, context, accepts);
  } finally {
    // A refused or abandoned file closes its source (a file handle, a bucket's response) at once.
    await iterator.return?.();
  }
}

async function* decryptFrom(
  reader: ByteReader,
  ring: Keyring,
  context: string,
  accepts: AcceptsLegacy,
): AsyncGenerator<Buffer> {
  const start = await reader.read(MAGIC.length);
  const { form } = formOf(start);
  if (form !== "current" && !(await accepts(form))) throw new LegacyFileError(LEGACY_REFUSED[form]);
  if (form === "plain") {
    if (start.length > 0) yield start;
    yield* reader.rest();
    return;
  }
  const header = Buffer.concat([start, await reader.read(HEADER_BYTES - MAGIC.length)]);
  if (header.length < HEADER_BYTES) throw new Error("Encrypted file is cut short");
  const id = header.subarray(8, 16);
  const key = ring.readable.find((candidate) => candidate.id.equals(id));
  if (!key) throw new Error(`No storage key with id ${id.toString("hex")} (add the old key to STORAGE_KEYS_OLD)`);
  const bound = form === "current" ? Buffer.from(context, "utf8") : null;
  for (let index = 0; ; index++) {
    const lengthBytes = await reader.read(4);
    if (lengthBytes.length < 4) throw new Error("Encrypted file is cut short");
    const word = lengthBytes.readUInt32BE(0);
    const last = (word & LAST) !== 0;
    const length = word & ~LAST;
    if (length > FRAME_BYTES) throw new Error("Encrypted file has a damaged frame");
    const body = await reader.read(length + TAG_BYTES);
    if (body.length < length + TAG_BYTES) throw new Error("Encrypted file is cut short");
    const decipher = createDecipheriv("aes-256-gcm", key.key, frameNonce(header.subarray(16, 24), index));
    decipher.setAAD(frameAad(header, index, last, bound));
    decipher.setAuthTag(body.subarray(length));
    const plain = decipher.update(body.subarray(0, length));
    try {
      decipher.final();
    } catch {
      throw new Error(`Encrypted file was changed or does not belong under this name (frame ${index} fails its check)`);
    }
    if (plain.length > 0) yield plain;
    if (last) break;
  }
  if ((await reader.read(1)).length > 0) throw new Error("Encrypted file has bytes after its last frame");
}

/**
 * A stream of `generator`'s bytes that also closes `source` when it closes: a stream destroyed
 * before its first read never starts the generator, whose own cleanup would otherwise leave the
 * source (a stored file's handle) open until garbage collection.
 */
function closingWith(source: AsyncIterable<Buffer | string>, generator: AsyncGenerator<Buffer>): Readable {
  const stream = Readable.from(generator, { objectMode: false });
  if (source instanceof Readable) stream.once("close", () => source.destroy());
  return stream;
}

export const encryptingStream = (source: AsyncIterable<Buffer | string>, ring: Keyring, context: string) =>
  closingWith(source, encrypt(source, ring, context));
export const decryptingStream = (
  source: AsyncIterable<Buffer | string>,
  ring: Keyring,
  context: string,
  accepts: AcceptsLegacy = refuseLegacy,
) => closingWith(source, decrypt(source, ring, context, accepts));

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/** Whole-buffer helpers, for tests and small files. */
export async function decryptBuffer(
  bytes: Buffer,
  ring: Keyring,
  context: string,
  accepts: AcceptsLegacy = refuseLegacy,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of decrypt(once(bytes), ring, context, accepts)) parts.push(part);
  return Buffer.concat(parts);
}

export async function encryptBuffer(bytes: Buffer, ring: Keyring, context: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of encrypt(once(bytes), ring, context)) parts.push(part);
  return Buffer.concat(parts);
}
