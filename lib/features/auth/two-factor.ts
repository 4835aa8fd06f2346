// The operator's second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps, one step either
// side for clock drift) through `otpauth`, and ten one-time recovery codes. The secret is sealed
// (AES-256-GCM under the app secret); recovery codes are stored as an HMAC. A code works once: the
// newest used step is kept and only later ones pass. Enrolment starts only after a code mailed to
// the account's address (./enrolment.ts): each start makes a fresh secret, shown once, which must be
// confirmed within ENROLMENT_TTL_MS; a later start replaces it, so a copied key never enrols.
import "server-only";
import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { COMPANY } from "../../content/site";
import { db } from "../../core/db";
import { enqueueMail } from "../../core/mail/outbox";
import { keyedHash, openText, sealText } from "../../core/tokens";
import { MAIL_RECOVERY_CODE_USED, MAIL_TWO_FACTOR_ENROLLED } from "./kinds";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone's clock may be up to 30 s off. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long a shown secret waits for its first code before the enrolment must start again. */
export const ENROLMENT_TTL_MS = 10 * 60 * 1000;

export type SecondFactorState = "enrol" | "verify";
export type Enrolment = { key: string; uri: string; qrDataUrl: string };

const totpOf = (secret: string, email: string) =>
  new TOTP({
    issuer: COMPANY.name,
    label: email,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

const recoveryHash = (userId: string, code: string) =>
  keyedHash(`recovery:${userId}:${code.replace(/[^a-z0-9]/gi, "").toLowerCase()}`);

/** "enrol" until the account has finished enrolment, then "verify". */
export async function secondFactorState(userId: string): Promise<SecondFactorState> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  return row?.enabledAt ? "verify" : "enrol";
}

/**
 * A fresh secret to enrol with, replacing any unfinished one (and its codes), as text for typing
 * in and as a QR code; null once enrolment is done. Call it only after the mailbox was proven: the
 * secret is shown once, from this answer, and never stored anywhere it could be shown again.
 */
export async function startEnrolment(userId: string, email: string, now = new Date()): Promise<Enrolment | null> {
  const key = new Secret({ size: 20 }).base32;
  const fresh = { secret: sealText(key), lastStep: 0, createdAt: now };
  const { count } = await db.twoFactor.updateMany({ where: { userId, enabledAt: null }, data: fresh });
  if (count === 0) {
    // No row yet, or a finished enrolment (then the create fails on the key and nothing changes);
    // a parallel start that created the row first is replaced, as any earlier start is.
    const created = await db.twoFactor.create({ data: { userId, ...fresh } }).then(
      () => true,
      () => false,
    );
    if (!created && (await db.twoFactor.updateMany({ where: { userId, enabledAt: null }, data: fresh })).count === 0)
      return null;
  }
  const uri = totpOf(key, email).toString();
  return { key, uri, qrDataUrl: await QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 2, width: 240 }) };
}

/** Whether a secret shown by startEnrolment still waits for its first code. */
export async function enrolmentLive(userId: string, now = Date.now()): Promise<boolean> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true, createdAt: true } });
  return Boolean(row && !row.enabledAt && now - row.createdAt.getTime() < ENROLMENT_TTL_MS);
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
  const { count } = await db.twoFactor.updateMany({
    where: { userId, lastStep: { lt: step } },
    data: { lastStep: step },
  });
  return count === 1;
}

/** A readable code: ten letters and digits from the CSPRNG, as "xxxxx-xxxxx". */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Ends enrolment with a right code from the app for a live secret: the secret is kept for sign-in
 * only, ten new recovery codes replace any old ones and the operator is mailed. Returns the codes
 * to show once, or null for a wrong code or a secret past ENROLMENT_TTL_MS.
 */
export async function finishEnrolment(
  userId: string,
  email: string,
  code: string,
  now = Date.now(),
): Promise<string[] | null> {
  if (!(await enrolmentLive(userId, now)) || !(await checkTotp(userId, code, now))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const shownAfter = new Date(now - ENROLMENT_TTL_MS);
  return db.$transaction(async (tx) => {
    const enabled = await tx.twoFactor.updateMany({
      where: { userId, enabledAt: null, createdAt: { gt: shownAfter } },
      data: { enabledAt: new Date(now) },
    });
    if (enabled.count !== 1) return null;
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({
      data: codes.map((plain) => ({ userId, codeHash: recoveryHash(userId, plain) })),
    });
    await enqueueMail(tx, MAIL_TWO_FACTOR_ENROLLED, email);
    return codes;
  });
}

/** Spends one recovery code and tells the operator by mail (with how many are left); false when it is wrong or was
 * used before. */
export async function spendRecoveryCode(userId: string, email: string, code: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.recoveryCode.updateMany({
      where: { userId, codeHash: recoveryHash(userId, code), usedAt: null },
      data: { usedAt: new Date() },
    });
    if (count !== 1) return false;
    const left = await tx.recoveryCode.count({ where: { userId, usedAt: null } });
    await enqueueMail(tx, MAIL_RECOVERY_CODE_USED, email, { left });
    return true;
  });
}

export async function unusedRecoveryCodes(userId: string): Promise<number> {
  return db.recoveryCode.count({ where: { userId, usedAt: null } });
}

/** An operator who is removed loses the factor too: joining again means enrolling again. */
export async function forgetSecondFactor(userId: string): Promise<void> {
  await db.$transaction([
    db.recoveryCode.deleteMany({ where: { userId } }),
    db.twoFactor.deleteMany({ where: { userId } }),
  ]);
}
