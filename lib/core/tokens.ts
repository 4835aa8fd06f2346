// Signed, expiring tokens for links in mail (confirm, unsubscribe): HMAC-SHA256 over a payload.
import "server-only";
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "./config";

let cachedSecret: Buffer | undefined;

/** APP_SECRET when set; otherwise a random secret kept in var/ so links survive restarts. */
function secret(): Buffer {
  if (cachedSecret) return cachedSecret;
  if (config.appSecret) return (cachedSecret = Buffer.from(config.appSecret));
  const file = path.join(config.varDir, "app-secret");
  try {
    cachedSecret = Buffer.from(fs.readFileSync(file, "utf8").trim());
  } catch {
    fs.mkdirSync(config.varDir, { recursive: true });
    const value = randomBytes(32).toString("hex");
    try {
      fs.writeFileSync(file, value, { flag: "wx", mode: 0o600 });
      cachedSecret = Buffer.from(value);
    } catch {
      cachedSecret = Buffer.from(fs.readFileSync(file, "utf8").trim());
    }
  }
  return cachedSecret;
}

/**
 * A fingerprint of the app secret, never the secret: a backup records it so that a restore can tell
 * whether it runs under the same one (the TOTP secrets and mailed codes it holds are sealed with it).
 * Null when this machine has none yet; none is made here.
 */
export function appSecretId(): string | null {
  let value: Buffer | null = config.appSecret ? Buffer.from(config.appSecret) : null;
  try {
    value ??= Buffer.from(fs.readFileSync(path.join(config.varDir, "app-secret"), "utf8").trim());
  } catch {
    return null;
  }
  return createHash("sha256").update("app-secret-id:").update(value).digest("hex").slice(0, 16);
}

function sign(data: string): string {
  return createHmac("sha256", secret()).update(data).digest("base64url");
}

const sealKey = () => createHash("sha256").update("seal:").update(secret()).digest();

/** AES-256-GCM under a key from the app secret: for short secrets that must wait in the outbox. */
export function sealText(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function openText(sealed: string): string {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** HMAC of `data` under the app secret: stored in place of short secrets such as mailed codes. */
export function keyedHash(data: string): string {
  return sign(data);
}

export function createToken(purpose: string, subject: string, ttlMs?: number): string {
  const expires = ttlMs ? Date.now() + ttlMs : 0;
  const payload = Buffer.from(JSON.stringify([purpose, subject, expires])).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The token's subject when the signature, purpose and expiry all check out; otherwise null. */
export function verifyToken(purpose: string, token: string, now = Date.now()): string | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [p, subject, expires] = parsed as [unknown, unknown, unknown];
    if (p !== purpose || typeof subject !== "string" || typeof expires !== "number") return null;
    if (expires !== 0 && expires < now) return null;
    return subject;
  } catch {
    return null;
  }
}
