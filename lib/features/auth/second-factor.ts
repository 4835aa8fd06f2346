// The sign-in step after the password for an operator account: enrol (the first time) or give a
// code, then the half-signed-in session is replaced by an operator's session (a new token, so a
// token seen before the second factor never becomes an operator's). Wrong codes count as wrong
// passwords toward the address's lock-out (`throttled`), and wrong authenticator codes also on a
// stricter daily count of the account that no right password clears: after
// TOTP_DAILY_FAILURES of them only a recovery code signs in that day, and the operator is told.
// Enrolment finishes only with a key shown after a mailed code (./enrolment.ts), still live.
import "server-only";
import type { NextResponse } from "next/server";
import { TWO_FACTOR_MESSAGES } from "../../content/two-factor";
import { db } from "../../core/db";
import { DomainError } from "../../core/errors";
import { json } from "../../core/http";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { giveBackTries, reserveTries, type FailureKey } from "../../core/rate-limit";
import type { TwoFactorInput } from "../../validation/two-factor";
import { MAIL_TOTP_LOCKED } from "./kinds";
import { CredentialFailure, throttled } from "./read-auth-post";
import { endSession, startSession, type SessionUser } from "./session";
import { checkTotp, enrolmentLive, finishEnrolment, secondFactorState, spendRecoveryCode } from "./two-factor";

export const TOTP_DAILY_FAILURES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const wrong = () => new CredentialFailure("invalid", TWO_FACTOR_MESSAGES.wrongCode);
const totpKey = (userId: string): FailureKey => ({
  key: `auth-totp:fail:${userId}`,
  rule: { free: TOTP_DAILY_FAILURES, baseDelayMs: DAY_MS, maxDelayMs: DAY_MS, forgetMs: DAY_MS },
});

/** One authenticator code, its try reserved on the account's daily count before it is checked. */
async function checkAppCode(user: SessionUser, enrol: boolean, code: string): Promise<string[] | true | null> {
  const keys = [totpKey(user.id)];
  let count: number | undefined;
  try {
    [count] = await reserveTries(keys);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "limited")
      throw new DomainError("limited", TWO_FACTOR_MESSAGES.useRecoveryCode, undefined, error.headers);
    throw error;
  }
  const passed = enrol ? await finishEnrolment(user.id, user.email, code) : (await checkTotp(user.id, code)) || null;
  if (passed) await giveBackTries(keys);
  if (Array.isArray(passed)) kickOutbox();
  else if (count === TOTP_DAILY_FAILURES) {
    await enqueueMail(db, MAIL_TOTP_LOCKED, user.email);
    kickOutbox();
  }
  return passed;
}

async function check(user: SessionUser, input: TwoFactorInput): Promise<string[] | undefined> {
  const enrol = (await secondFactorState(user.id)) === "enrol";
  // A key shown too long ago (or never: no mailed code yet) is no guess: not counted.
  if (enrol && !(await enrolmentLive(user.id))) throw new DomainError("conflict", TWO_FACTOR_MESSAGES.enrolmentExpired);
  if ("code" in input) {
    const passed = await checkAppCode(user, enrol, input.code);
    if (!passed) throw wrong();
    return passed === true ? undefined : passed;
  }
  if (enrol || !(await spendRecoveryCode(user.id, user.email, input.recoveryCode))) throw wrong();
  kickOutbox();
  return undefined;
}

/** The answer carries the recovery codes when this step finished an enrolment (shown once). */
export async function giveSecondFactor(
  user: SessionUser,
  input: TwoFactorInput,
  ip: string,
  request: Request,
): Promise<NextResponse> {
  const recoveryCodes = await throttled("password", user.email, ip, () => check(user, input));
  const response = json({ message: TWO_FACTOR_MESSAGES.done, ...(recoveryCodes ? { recoveryCodes } : {}) });
  await endSession(request, response);
  await startSession(user.id, ip, response, true);
  return response;
}

/**
 * A signed-in operator gives the second factor again before a sensitive action
 * (./recent-factor.ts): checked and throttled as at sign-in, then the time goes on the session.
 */
export async function confirmSecondFactor(user: SessionUser, input: TwoFactorInput, ip: string): Promise<void> {
  await throttled("password", user.email, ip, () => check(user, input));
  await db.session.update({ where: { id: user.sessionId }, data: { secondFactorAt: new Date() } });
}
