// The operator's second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps, one step either
// side for clock drift) through `otpauth`, and ten one-time recovery codes. The secret is sealed
// (AES-256-GCM under the app secret) and shown only while enrolment is unfinished; recovery codes
// are stored as an HMAC. A code works once: the newest used step is kept and only later ones pass.
import "server-only";
import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { COMPANY } from "../../content/site";
import { db } from "../../core/db";
import { keyedHash, openText, sealText } from "../../core/tokens";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone's clock may be up to 30 s off. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

export type SecondFactorState = "enrol" | "verify";
export type Enrolment = { key: string; uri: string; qrDataUrl: string };

const totpOf = (secret: string, email: string) =>
  new TOTP({ issuer: COMPANY.name, label: email, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

const recoveryHash = (userId: string, code: string) => keyedHash(`recovery:${userId}:${code.replace(/[^a-z0-9]/gi, "").toLowerCase()}`);

/** "enrol" until the account has finished enrolment, then "verify". */
export async function secondFactorState(userId: string): Promise<SecondFactorState> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  return row?.enabledAt ? "verify" : "enrol";
}

/**
 * The secret to enrol with (made on the first call, the same on the next until enrolment ends),
 * as text for typing in and as a QR code; null once enrolment is done: it is never shown again.
 */
export async function pendingEnrolment(userId: string, email: string): Promise<Enrolment | null> {
  await db.twoFactor.upsert({ where: { userId }, create: { userId, secret: sealText(new Secret({ size: 20 }).base32) }, update: {} });
  const row = await db.twoFactor.findUniqueOrThrow({ where: { userId } });
  if (row.enabledAt) return null;
  const key = openText(row.secret);
  const uri = totpOf(key, email).toString();
  return { key, uri, qrDataUrl: await QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 2, width: 240 }) };
}

/** Checks a TOTP code against the stored secret and spends its step; false for a wrong or used code. */
export async function checkTotp(userId: string, code: string, now = Date.now()): Promise<boolean> {
  const row = await db.twoFactor.findUnique({ where: { userId } });
  if (!row || !/^\d{6}$/.test(code)) return false;
  const totp = totpOf(openText(row.secret), "");
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return false;
  const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
  // Only a step later than the last used one passes, in one conditional write (no replay, no race).
  const { count } = await db.twoFactor.updateMany({ where: { userId, lastStep: { lt: step } }, data: { lastStep: step } });
  return count === 1;
}

/** A readable code: ten letters and digits from the CSPRNG, as "xxxxx-xxxxx". */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Ends enrolment with a right code from the app: the secret is kept for sign-in only and ten new
 * recovery codes replace any old ones. Returns the codes to show once, or null for a wrong code.
 */
export async function finishEnrolment(userId: string, code: string, now = Date.now()): Promise<string[] | null> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  if (!row || row.enabledAt || !(await checkTotp(userId, code, now))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const [enabled] = await db.$transaction([
    db.twoFactor.updateMany({ where: { userId, enabledAt: null }, data: { enabledAt: new Date(now) } }),
    db.recoveryCode.deleteMany({ where: { userId } }),
    db.recoveryCode.createMany({ data: codes.map((plain) => ({ userId, codeHash: recoveryHash(userId, plain) })) }),
  ]);
  return enabled.count === 1 ? codes : null;
}

/** Spends one recovery code; false when it is wrong or was used before. */
export async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
  const { count } = await db.recoveryCode.updateMany({ where: { userId, codeHash: recoveryHash(userId, code), usedAt: null }, data: { usedAt: new Date() } });
  return count === 1;
}

export async function unusedRecoveryCodes(userId: string): Promise<number> {
  return db.recoveryCode.count({ where: { userId, usedAt: null } });
}

/** An operator who is removed loses the factor too: joining again means enrolling again. */
export async function forgetSecondFactor(userId: string): Promise<void> {
  await db.$transaction([db.recoveryCode.deleteMany({ where: { userId } }), db.twoFactor.deleteMany({ where: { userId } })]);
}
