import { createCipheriv, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  BACKUP_CONTEXT,
  decrypt,
  decryptBuffer,
  decryptingStream,
  encrypt,
  encryptBuffer,
  fileContext,
  keyring,
  MAGIC,
  MAGIC_V1,
  type Keyring,
} from "./encryption";

const KEY_A = randomBytes(32).toString("base64");
const KEY_B = randomBytes(32).toString("base64");
const RESUME = fileContext("career/0b0f6a10-1111-4222-8333-944455556666.pdf");
const OTHER = fileContext("career/7c7c7c7c-1111-4222-8333-944455556666.pdf");

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

async function* pieces(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** A file as the first format wrote it (one frame; the context is not in the authenticated data). */
function sealV1(plain: Buffer, ring: Keyring): Buffer {
  const header = Buffer.concat([MAGIC_V1, ring.current.id, randomBytes(8)]);
  const nonce = Buffer.concat([header.subarray(16, 24), Buffer.alloc(4)]);
  const cipher = createCipheriv("aes-256-gcm", ring.current.key, nonce);
  cipher.setAAD(Buffer.concat([header, Buffer.from([0, 0, 0, 0, 1])]));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE((plain.length | 0x8000_0000) >>> 0);
  return Buffer.concat([header, length, body, cipher.getAuthTag()]);
}

describe("file encryption (AES-256-GCM frames)", () => {
  it.each([0, 1, 65_536, 65_537, 300_000])(
    "round-trips %i bytes fed in odd-sized pieces, and the ciphertext hides them",
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await collect(encrypt(pieces(plain, 7_919), keyring(KEY_A), RESUME));
      expect(sealed.subarray(0, MAGIC.length)).toEqual(MAGIC);
      if (size > 32) expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
      // Buffer.equals: a deep toEqual over 300,000 bytes takes seconds.
      expect((await collect(decrypt(pieces(sealed, 1_000), keyring(KEY_A), RESUME))).equals(plain)).toBe(true);
    },
  );

  it("reads a file written under an old key once that key is listed as old, and names the missing key otherwise", async () => {
    const plain = Buffer.from("resume written before the rotation");
    const sealed = await encryptBuffer(plain, keyring(KEY_A), RESUME);
    expect(await decryptBuffer(sealed, keyring(KEY_B, [KEY_A]), RESUME)).toEqual(plain);
    await expect(decryptBuffer(sealed, keyring(KEY_B), RESUME)).rejects.toThrow(/No storage key with id [0-9a-f]{16}/);
    // New files take the new key.
    const rotated = await encryptBuffer(plain, keyring(KEY_B, [KEY_A]), RESUME);
    await expect(decryptBuffer(rotated, keyring(KEY_A), RESUME)).rejects.toThrow(/No storage key/);
  });

  it("refuses a file's ciphertext put under another file's name, or passed off as a backup (issue 23, item 5)", async () => {
    const sealed = await encryptBuffer(randomBytes(150_000), keyring(KEY_A), RESUME);
    await expect(decryptBuffer(sealed, keyring(KEY_A), OTHER)).rejects.toThrow(
      "Encrypted file was changed or does not belong under this name (frame 0 fails its check)",
    );
    await expect(decryptBuffer(sealed, keyring(KEY_A), BACKUP_CONTEXT)).rejects.toThrow(
      /does not belong under this name/,
    );
    expect((await decryptBuffer(sealed, keyring(KEY_A), RESUME)).length).toBe(150_000);
  });

  it(
    "refuses a plain file unless the reader accepts that form, and then passes it through unchanged (issue 23, " +
      "item 5)",
    async () => {
      const legacy = Buffer.from("%PDF-1.4 an old resume");
      await expect(decryptBuffer(legacy, keyring(KEY_A), RESUME)).rejects.toThrow(
        "File is not encrypted (it has no header): refused",
      );
      await expect(decryptBuffer(Buffer.alloc(0), keyring(KEY_A), RESUME)).rejects.toThrow(/no header/);
      const asked: string[] = [];
      const accepts = (form: string) => (asked.push(form), true);
      expect(await decryptBuffer(legacy, keyring(KEY_A), RESUME, accepts)).toEqual(legacy);
      expect(asked).toEqual(["plain"]);
    },
  );

  it("reads a first-format file, under any name, only while the reader accepts that form", async () => {
    const plain = Buffer.from("resume sealed by the first format");
    const v1 = sealV1(plain, keyring(KEY_A));
    await expect(decryptBuffer(v1, keyring(KEY_A), RESUME)).rejects.toThrow(
      "File is in the old encrypted format, which does not bind its name: refused",
    );
    expect(await decryptBuffer(v1, keyring(KEY_A), OTHER, (form) => form === "v1")).toEqual(plain);
    await expect(decryptBuffer(v1, keyring(KEY_A), RESUME, (form) => form === "plain")).rejects.toThrow(
      /old encrypted format/,
    );
  });

  it("refuses a changed byte, a cut-off end, a dropped frame and trailing bytes", async () => {
    const sealed = await encryptBuffer(randomBytes(150_000), keyring(KEY_A), RESUME);
    const flipped = Buffer.from(sealed);
    flipped[100] = (flipped[100] ?? 0) ^ 1;
    await expect(decryptBuffer(flipped, keyring(KEY_A), RESUME)).rejects.toThrow(/was changed/);
    await expect(decryptBuffer(sealed.subarray(0, sealed.length - 10), keyring(KEY_A), RESUME)).rejects.toThrow(
      /cut short/,
    );
    await expect(decryptBuffer(sealed.subarray(0, 20), keyring(KEY_A), RESUME)).rejects.toThrow(/cut short/);
    const frame = 4 + 65_536 + 16;
    const dropped = Buffer.concat([sealed.subarray(0, 24), sealed.subarray(24 + frame)]);
    await expect(decryptBuffer(dropped, keyring(KEY_A), RESUME)).rejects.toThrow();
    await expect(decryptBuffer(Buffer.concat([sealed, Buffer.from("x")]), keyring(KEY_A), RESUME)).rejects.toThrow(
      /after its last frame/,
    );
  });

  it("closes the stored file's stream when the reading stream is destroyed before its first read", async () => {
    const ring = keyring(KEY_A);
    const sealed = await collect(encrypt(pieces(Buffer.from("resume"), 3), ring, RESUME));
    const stored = Readable.from([sealed]);
    const reading = decryptingStream(stored, ring, RESUME);
    reading.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(stored.destroyed).toBe(true);
    // Read to its end, it gives the bytes back as before.
    expect((await collect(decryptingStream(Readable.from([sealed]), ring, RESUME))).toString()).toBe("resume");
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => keyring(Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
  });
});
