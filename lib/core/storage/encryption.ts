// Stored files (and backups) encrypted with AES-256-GCM, streamed in frames so a file of any size
// passes through with one frame (64 KiB) in memory, never the whole file:
//
//   header  MAGIC (8) | key id (8) | nonce prefix (8)
//   frame   length (4, big-endian; top bit set on the last frame) | ciphertext | tag (16)
//
// Each frame's nonce is the prefix and the frame's number, and its authenticated data is the
// header, the number and the last-frame flag: frames cannot be reordered, dropped, cut short or
// moved to another file without the tag failing. The key id (a hash of the key) lets old keys
// stay readable after a new one is added (STORAGE_KEYS_OLD). A file that does not start with
// MAGIC was written before encryption and is returned as it is.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";

export const MAGIC = Buffer.from("SAOPENC\u0001", "latin1");
const HEADER_BYTES = 24;
const FRAME_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const LAST = 0x8000_0000;

export type StorageKey = { id: Buffer; key: Buffer };
/** The key new files are written with, and every key a file may have been written with. */
export type Keyring = { current: StorageKey; readable: StorageKey[] };

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

function frameNonce(prefix: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 8);
  return nonce;
}

function frameAad(header: Buffer, index: number, last: boolean): Buffer {
  const extra = Buffer.alloc(5);
  extra.writeUInt32BE(index, 0);
  extra[4] = last ? 1 : 0;
  return Buffer.concat([header, extra]);
}

function sealFrame(key: StorageKey, header: Buffer, index: number, plain: Buffer, last: boolean): Buffer {
  if (index >= LAST) throw new Error("File too large to encrypt");
  const cipher = createCipheriv("aes-256-gcm", key.key, frameNonce(header.subarray(16, 24), index));
  cipher.setAAD(frameAad(header, index, last));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE((plain.length | (last ? LAST : 0)) >>> 0);
  return Buffer.concat([length, body, cipher.getAuthTag()]);
}

/** The bytes of `source`, encrypted under the keyring's current key. */
export async function* encrypt(source: AsyncIterable<Buffer | string>, ring: Keyring): AsyncGenerator<Buffer> {
  const header = Buffer.concat([MAGIC, ring.current.id, randomBytes(8)]);
  yield header;
  let pending = Buffer.alloc(0);
  let index = 0;
  for await (const chunk of source) {
    pending = Buffer.concat([pending, Buffer.from(chunk)]);
    while (pending.length > FRAME_BYTES) {
      yield sealFrame(ring.current, header, index++, pending.subarray(0, FRAME_BYTES), false);
      pending = pending.subarray(FRAME_BYTES);
    }
  }
  yield sealFrame(ring.current, header, index, pending, true);
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

/** The plain bytes of a stored file: decrypted when it carries the header, as they are otherwise. */
export async function* decrypt(source: AsyncIterable<Buffer | string>, ring: Keyring): AsyncGenerator<Buffer> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  const start = await reader.read(MAGIC.length);
  if (!start.equals(MAGIC)) {
    if (start.length > 0) yield start;
    yield* reader.rest();
    return;
  }
  const header = Buffer.concat([start, await reader.read(HEADER_BYTES - MAGIC.length)]);
  if (header.length < HEADER_BYTES) throw new Error("Encrypted file is cut short");
  const id = header.subarray(8, 16);
  const key = ring.readable.find((candidate) => candidate.id.equals(id));
  if (!key) throw new Error(`No storage key with id ${id.toString("hex")} (add the old key to STORAGE_KEYS_OLD)`);
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
    decipher.setAAD(frameAad(header, index, last));
    decipher.setAuthTag(body.subarray(length));
    const plain = Buffer.concat([decipher.update(body.subarray(0, length)), decipher.final()]);
    if (plain.length > 0) yield plain;
    if (last) break;
  }
  if ((await reader.read(1)).length > 0) throw new Error("Encrypted file has bytes after its last frame");
}

export const encryptingStream = (source: AsyncIterable<Buffer | string>, ring: Keyring) => Readable.from(encrypt(source, ring), { objectMode: false });
export const decryptingStream = (source: AsyncIterable<Buffer | string>, ring: Keyring) => Readable.from(decrypt(source, ring), { objectMode: false });

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/** Whole-buffer helpers, for tests and small files. */
export async function decryptBuffer(bytes: Buffer, ring: Keyring): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of decrypt(once(bytes), ring)) parts.push(part);
  return Buffer.concat(parts);
}

export async function encryptBuffer(bytes: Buffer, ring: Keyring): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of encrypt(once(bytes), ring)) parts.push(part);
  return Buffer.concat(parts);
}
