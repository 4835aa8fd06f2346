// Enrolling the second factor is bound to the mailbox: a session with the password alone gets no
// key until a code mailed to the account's address comes back (the one-time codes of ./codes.ts,
// with their per-code and daily try limits, reserved before each check by `throttled`). Each right
// code starts a new enrolment with a fresh secret (./two-factor.ts), so a key seen once, or copied
// by someone who only knows the password, never finishes an enrolment after a later start.
import "server-only";
import { TWO_FACTOR_MESSAGES } from "../../content/two-factor";
import { db } from "../../core/db";
import { DomainError } from "../../core/errors";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { sealText } from "../../core/tokens";
import { checkCode, isRefusal, issueCode } from "./codes";
import { MAIL_ENROL_CODE } from "./kinds";
import { CredentialFailure } from "./read-auth-post";
import type { SessionUser } from "./session";
import { secondFactorState, startEnrolment, type Enrolment } from "./two-factor";

async function assertEnrolling(user: SessionUser): Promise<void> {
  if ((await secondFactorState(user.id)) !== "enrol")
    throw new DomainError("conflict", TWO_FACTOR_MESSAGES.alreadyEnrolled);
}

/** Mails a new enrolment code to the account's address (a new one ends the last); a few per quarter hour. */
export async function mailEnrolmentCode(user: SessionUser): Promise<void> {
  await assertEnrolling(user);
  // Keyed by the account, not the address, so no address lands in the rate-limit store.
  await enforceRateLimit([{ key: `auth-enrol-code:user:${user.id}`, rule: RATE_RULES.authMailPerEmailIp }]);
  const code = await issueCode(user.email, "enrol");
  await enqueueMail(db, MAIL_ENROL_CODE, user.email, { sealedCode: sealText(code) });
  kickOutbox();
}

/** Uses the mailed code (once), then starts an enrolment with a fresh secret, shown in this answer only. */
export async function enrolWithMailedCode(user: SessionUser, code: string): Promise<Enrolment> {
  await assertEnrolling(user);
  if (isRefusal(await checkCode(user.email, "enrol", code, true))) {
    throw new CredentialFailure("invalid", TWO_FACTOR_MESSAGES.mailCodeRefused, [
      { field: "code", msg: TWO_FACTOR_MESSAGES.mailCodeRefused },
    ]);
  }
  const enrolment = await startEnrolment(user.id, user.email);
  if (!enrolment) throw new DomainError("conflict", TWO_FACTOR_MESSAGES.alreadyEnrolled);
  return enrolment;
}
