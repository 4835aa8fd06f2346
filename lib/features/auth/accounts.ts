// What the account screens do on the server. Answers never tell whether an e-mail has an
// account: sign-up, resend and forgot-password answer alike and do comparable work either way,
// and every refused code gets the same answer after the same queries (lib/features/auth/codes.ts).
import "server-only";
import type { NextResponse } from "next/server";
import { CODE_REFUSED } from "../../content/auth";
import { AUTH_ANSWERS } from "../../content/messages/auth";
import { db } from "../../core/db";
import { DomainError } from "../../core/errors";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { createToken, sealText, verifyToken } from "../../core/tokens";
import type {
  CodePurpose,
  IntroductionChoice,
  ResetByLinkInput,
  ResetPasswordInput,
  SignupInput,
} from "../../validation/auth";
import {
  checkCode,
  endSignupCodes,
  isRefusal,
  issueCodeRow,
  type CodeRefusal,
  type PendingSignup,
  type UsedCode,
} from "./codes";
import { MAIL_ACCOUNT_EXISTS, MAIL_CODE_LOCKED, MAIL_RESET_CODE, MAIL_SIGNUP_CODE } from "./kinds";
import { checkPassword, hashPassword, spendHashTime } from "./password";
import { CredentialFailure } from "./read-auth-post";
import { spendResetLink } from "./reset-link";
import { revokeUserSessions, startSession } from "./session";

const INTRODUCTION_TTL_MS = 60 * 60 * 1000;
const CODE_MAIL: Record<CodePurpose, string> = { signup: MAIL_SIGNUP_CODE, reset: MAIL_RESET_CODE };

/** Every mail of the account screens is queued here. */
async function queueMail(kind: string, to: string, payload: Record<string, unknown> = {}): Promise<void> {
  await enqueueMail(db, kind, to, payload);
  kickOutbox();
}

/** A reset mail also carries a link naming the code's row (./reset-link.ts), sealed like the code. */
async function mailCode(email: string, purpose: CodePurpose, pending?: PendingSignup): Promise<void> {
  const { code, id } = await issueCodeRow(email, purpose, pending);
  await queueMail(CODE_MAIL[purpose], email, {
    sealedCode: sealText(code),
    ...(purpose === "reset" ? { sealedCodeId: sealText(id) } : {}),
  });
}

/** A pending account's code carries the account's own (first) name and password. */
async function mailPendingCode(user: { email: string; name: string; passwordHash: string | null }): Promise<void> {
  await mailCode(
    user.email,
    "signup",
    user.passwordHash ? { name: user.name, passwordHash: user.passwordHash } : undefined,
  );
}

const codeRefused = () => new CredentialFailure("invalid", CODE_REFUSED, [{ field: "code", msg: CODE_REFUSED }]);

/**
 * The one answer to a refused code. The try that reached the daily limit also tells the
 * address by mail, once, when it has an account (nobody else is mailed).
 */
async function refuseCode(email: string, purpose: CodePurpose, refusal: CodeRefusal): Promise<never> {
  if (refusal.tripped && (await db.user.findUnique({ where: { email }, select: { id: true } }))) {
    await queueMail(MAIL_CODE_LOCKED, email, { purpose });
  }
  throw codeRefused();
}

async function usedCode(email: string, purpose: CodePurpose, code: string, consume: boolean): Promise<UsedCode> {
  const result = await checkCode(email, purpose, code, consume);
  return isRefusal(result) ? refuseCode(email, purpose, result) : result;
}

/**
 * A new address gets an unverified account with this name and password, and a code. A pending
 * (unverified) address keeps its account as it is: this sign-up only gets its own code, which
 * carries this name and password. Whichever code is verified sets the name and password given
 * with THAT code, and ends the others; so a stranger who signs up again for someone's pending
 * address cannot replace the password the owner gave. A verified address keeps its password and
 * gets a mail saying it already has an account.
 */
export async function signUp(input: SignupInput): Promise<void> {
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { emailVerifiedAt: true } });
  if (existing?.emailVerifiedAt) {
    await spendHashTime(input.password);
    await queueMail(MAIL_ACCOUNT_EXISTS, input.email);
    return;
  }
  const pending = { name: input.name, passwordHash: await hashPassword(input.password) };
  // `update: {}`: a pending account (or one made by a parallel first sign-up) stays as it is.
  if (!existing)
    await db.user.upsert({ where: { email: input.email }, create: { email: input.email, ...pending }, update: {} });
  await mailCode(input.email, "signup", pending);
}

/**
 * The sign-up copy uses the code and verifies the address with the code's name and password,
 * answering a short-lived token that lets the introduction screen store its choice; the reset
 * copy only checks the code.
 */
export async function verifyEmailCode(
  email: string,
  code: string,
  purpose: CodePurpose,
): Promise<{ introductionToken?: string }> {
  const used = await usedCode(email, purpose, code, purpose === "signup");
  if (purpose === "reset") return {};
  const given = {
    ...(used.name ? { name: used.name } : {}),
    ...(used.passwordHash ? { passwordHash: used.passwordHash } : {}),
  };
  // Only a still-unverified account takes a sign-up's password (a Google sign-in may have verified it since).
  const { count } = await db.user.updateMany({
    where: { email, emailVerifiedAt: null },
    data: { emailVerifiedAt: new Date(), ...given },
  });
  await endSignupCodes(email);
  if (count === 0) throw codeRefused();
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { introductionToken: createToken("introduction", user.id, INTRODUCTION_TTL_MS) };
}

/** Mails a new code (which ends the old one) when the address is waiting for one of this purpose. */
export async function resendCode(email: string, purpose: CodePurpose): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: { email: true, name: true, passwordHash: true, emailVerifiedAt: true },
  });
  if (!user) return;
  if (purpose === "reset") return mailCode(email, "reset");
  if (!user.emailVerifiedAt) await mailPendingCode(user);
}

export async function logIn(email: string, password: string, ip: string, response: NextResponse): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true, emailVerifiedAt: true },
  });
  if (!(await checkPassword(user?.passwordHash, password)) || !user)
    throw new CredentialFailure("unauthorised", AUTH_ANSWERS.badLogin);
  if (!user.emailVerifiedAt) {
    // Only someone who knows the password learns that the address waits for verification.
    await mailPendingCode(user);
    throw new DomainError("forbidden", AUTH_ANSWERS.unverified);
  }
  await startSession(user.id, ip, response);
}

/** Uses the reset code, sets the new password and signs the account out everywhere. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await usedCode(input.email, "reset", input.code, true);
  if (!(await setNewPassword(input.email, input.password))) throw codeRefused();
}

/** The same from the reset mail's link, which no count of wrong codes stops. */
export async function resetPasswordByLink(input: ResetByLinkInput): Promise<void> {
  const email = await spendResetLink(input.token);
  if (!email || !(await setNewPassword(email, input.password)))
    throw new DomainError("invalid", AUTH_ANSWERS.resetLinkRefused);
}

async function setNewPassword(email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  if (!user) return false;
  // The code or link proved the mailbox, so an address that never finished sign-up is verified
  // too, and the sign-ups still waiting for it end.
  await db.user.update({
    where: { id: user.id },
    data: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
  });
  await endSignupCodes(email);
  await revokeUserSessions(user.id);
  return true;
}

export async function saveIntroduction(token: string, choice: IntroductionChoice): Promise<void> {
  const userId = verifyToken("introduction", token);
  if (!userId) throw new DomainError("badRequest", AUTH_ANSWERS.introductionExpired);
  const { count } = await db.user.updateMany({ where: { id: userId }, data: { introduction: choice } });
  if (count === 0) throw new DomainError("badRequest", AUTH_ANSWERS.introductionExpired);
}
