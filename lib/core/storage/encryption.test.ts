import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decrypt, decryptBuffer, encrypt, encryptBuffer, keyring, MAGIC } from "./encryption";

const KEY_A = randomBytes(32).toString("base64");
const KEY_B = randomBytes(32).toString("base64");

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

async function* pieces(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe("file encryption (AES-256-GCM frames)", () => {
  it.each([0, 1, 65_536, 65_537, 300_000])("round-trips %i bytes fed in odd-sized pieces, and the ciphertext hides them", async (size) => {
    const plain = randomBytes(size);
    const sealed = await collect(encrypt(pieces(plain, 7_919), keyring(KEY_A)));
    expect(sealed.subarray(0, MAGIC.length)).toEqual(MAGIC);
    if (size > 32) expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
    // Buffer.equals: a deep toEqual over 300,000 bytes takes seconds.
    expect((await collect(decrypt(pieces(sealed, 1_000), keyring(KEY_A)))).equals(plain)).toBe(true);
  });

  it("reads a file written under an old key once that key is listed as old, and names the missing key otherwise", async () => {
    const plain = Buffer.from("resume written before the rotation");
    const sealed = await encryptBuffer(plain, keyring(KEY_A));
    expect(await decryptBuffer(sealed, keyring(KEY_B, [KEY_A]))).toEqual(plain);
    await expect(decryptBuffer(sealed, keyring(KEY_B))).rejects.toThrow(/No storage key with id [0-9a-f]{16}/);
    // New files take the new key.
    const rotated = await encryptBuffer(plain, keyring(KEY_B, [KEY_A]));
    await expect(decryptBuffer(rotated, keyring(KEY_A))).rejects.toThrow(/No storage key/);
  });

  it("passes a plain file stored before encryption through unchanged", async () => {
    const legacy = Buffer.from("%PDF-1.4 an old resume");
    expect(await decryptBuffer(legacy, keyring(KEY_A))).toEqual(legacy);
    expect(await decryptBuffer(Buffer.alloc(0), keyring(KEY_A))).toEqual(Buffer.alloc(0));
  });

  it("refuses a changed byte, a cut-off end, a dropped frame and trailing bytes", async () => {
    const sealed = await encryptBuffer(randomBytes(150_000), keyring(KEY_A));
    const flipped = Buffer.from(sealed);
    flipped[100] = (flipped[100] ?? 0) ^ 1;
    await expect(decryptBuffer(flipped, keyring(KEY_A))).rejects.toThrow();
    await expect(decryptBuffer(sealed.subarray(0, sealed.length - 10), keyring(KEY_A))).rejects.toThrow(/cut short/);
    await expect(decryptBuffer(sealed.subarray(0, 20), keyring(KEY_A))).rejects.toThrow(/cut short/);
    const frame = 4 + 65_536 + 16;
    const dropped = Buffer.concat([sealed.subarray(0, 24), sealed.subarray(24 + frame)]);
    await expect(decryptBuffer(dropped, keyring(KEY_A))).rejects.toThrow();
    await expect(decryptBuffer(Buffer.concat([sealed, Buffer.from("x")]), keyring(KEY_A))).rejects.toThrow(/after its last frame/);
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => keyring(Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
  });
});
