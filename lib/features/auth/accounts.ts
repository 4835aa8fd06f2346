// What the account screens do on the server. Answers never tell whether an e-mail has an
// account: sign-up, resend and forgot-password answer alike and do comparable work either way.
import "server-only";
import type { NextResponse } from "next/server";
import { AUTH_ANSWERS } from "../../content/messages/auth";
import { db } from "../../core/db";
import { HttpError } from "../../core/http";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { createToken, sealText, verifyToken } from "../../core/tokens";
import type { CodePurpose, IntroductionChoice, ResetPasswordInput, SignupInput } from "../../validation/auth";
import { checkCode, issueCode, type CodeCheck } from "./codes";
import { MAIL_ACCOUNT_EXISTS, MAIL_RESET_CODE, MAIL_SIGNUP_CODE } from "./kinds";
import { checkPassword, hashPassword, spendHashTime } from "./password";
import { revokeUserSessions, startSession } from "./session";


const INTRODUCTION_TTL_MS = 60 * 60 * 1000;
const CODE_MAIL: Record<CodePurpose, string> = { signup: MAIL_SIGNUP_CODE, reset: MAIL_RESET_CODE };

async function mailCode(email: string, purpose: CodePurpose): Promise<void> {
  const code = await issueCode(email, purpose);
  await enqueueMail(db, CODE_MAIL[purpose], email, { sealedCode: sealText(code) });
  kickOutbox();
}

function codeFailure(check: Exclude<CodeCheck, "ok">): HttpError {
  const message = { wrong: AUTH_ANSWERS.wrongCode, expired: AUTH_ANSWERS.expiredCode, locked: AUTH_ANSWERS.lockedCode }[check];
  return new HttpError(422, message, [{ field: "code", msg: message }]);
}

/**
 * A new or still unverified address gets (again) an account with this name and password and a
 * code; a verified one keeps its password and gets a mail saying it already has an account.
 */
export async function signUp(input: SignupInput): Promise<void> {
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { emailVerifiedAt: true } });
  if (existing?.emailVerifiedAt) {
    await spendHashTime(input.password);
    await enqueueMail(db, MAIL_ACCOUNT_EXISTS, input.email);
    kickOutbox();
    return;
  }
  const passwordHash = await hashPassword(input.password);
  await db.user.upsert({
    where: { email: input.email },
    create: { email: input.email, name: input.name, passwordHash },
    update: { name: input.name, passwordHash },
  });
  await mailCode(input.email, "signup");
}

/**
 * The sign-up copy uses the code and verifies the address, answering a short-lived token that
 * lets the introduction screen store its choice; the reset copy only checks the code.
 */
export async function verifyEmailCode(email: string, code: string, purpose: CodePurpose): Promise<{ introductionToken?: string }> {
  const check = await checkCode(email, purpose, code, purpose === "signup");
  if (check !== "ok") throw codeFailure(check);
  if (purpose === "reset") return {};
  const user = await db.user.update({ where: { email }, data: { emailVerifiedAt: new Date() }, select: { id: true } });
  return { introductionToken: createToken("introduction", user.id, INTRODUCTION_TTL_MS) };
}

/** Mails a new code (which ends the old one) when the address is waiting for one of this purpose. */
export async function resendCode(email: string, purpose: CodePurpose): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { emailVerifiedAt: true } });
  if (!user) return;
  if (purpose === "signup" && user.emailVerifiedAt) return;
  await mailCode(email, purpose);
}

export async function logIn(email: string, password: string, ip: string, response: NextResponse): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true, emailVerifiedAt: true } });
  if (!(await checkPassword(user?.passwordHash, password)) || !user) throw new HttpError(401, AUTH_ANSWERS.badLogin);
  if (!user.emailVerifiedAt) {
    // Only someone who knows the password learns that the address waits for verification.
    await mailCode(email, "signup");
    throw new HttpError(403, AUTH_ANSWERS.unverified);
  }
  await startSession(user.id, ip, response);
}

/** Uses the reset code, sets the new password and signs the account out everywhere. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  const check = await checkCode(input.email, "reset", input.code, true);
  if (check !== "ok") throw codeFailure(check);
  const passwordHash = await hashPassword(input.password);
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true, emailVerifiedAt: true } });
  if (!user) throw codeFailure("wrong");
  // The code proved the mailbox, so an address that never finished sign-up is verified too.
  await db.user.update({ where: { id: user.id }, data: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() } });
  await revokeUserSessions(user.id);
}

export async function saveIntroduction(token: string, choice: IntroductionChoice): Promise<void> {
  const userId = verifyToken("introduction", token);
  if (!userId) throw new HttpError(400, AUTH_ANSWERS.introductionExpired);
  const { count } = await db.user.updateMany({ where: { id: userId }, data: { introduction: choice } });
  if (count === 0) throw new HttpError(400, AUTH_ANSWERS.introductionExpired);
}
