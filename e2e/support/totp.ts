// The tests' own TOTP generator (RFC 6238 over RFC 4226's HOTP, HMAC-SHA1, 6 digits, 30 s),
// written from the RFCs with node:crypto so the site's library is checked against it.
import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Bytes(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The code for time step `step` (HOTP with the step as counter). */
export function hotp(key: Buffer, step: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export const stepAt = (ms: number, period = 30) => Math.floor(ms / 1000 / period);

/** The code an authenticator app shows for this base32 key at `ms` (now by default), shifted by `offset` steps. */
export function totp(base32Key: string, ms = Date.now(), offset = 0): string {
  return hotp(base32Bytes(base32Key), stepAt(ms) + offset);
}
