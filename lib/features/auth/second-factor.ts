// The sign-in step after the password for an operator account: enrol (the first time) or give a
// code, then the half-signed-in session is replaced by an operator's session (a new token, so a
// token seen before the second factor never becomes an operator's). Wrong codes count as wrong
// passwords toward the address's lock-out (`throttled`).
import "server-only";
import type { NextResponse } from "next/server";
import { TWO_FACTOR_MESSAGES } from "../../content/two-factor";
import { json } from "../../core/http";
import type { TwoFactorInput } from "../../validation/two-factor";
import { CredentialFailure, throttled } from "./read-auth-post";
import { endSession, startSession, type SessionUser } from "./session";
import { checkTotp, finishEnrolment, secondFactorState, spendRecoveryCode } from "./two-factor";

const wrong = () => new CredentialFailure(422, TWO_FACTOR_MESSAGES.wrongCode);

async function check(user: SessionUser, input: TwoFactorInput): Promise<string[] | undefined> {
  if ((await secondFactorState(user.id)) === "enrol") {
    const codes = "code" in input ? await finishEnrolment(user.id, input.code) : null;
    if (!codes) throw wrong();
    return codes;
  }
  const passed = "code" in input ? await checkTotp(user.id, input.code) : await spendRecoveryCode(user.id, input.recoveryCode);
  if (!passed) throw wrong();
  return undefined;
}

/** The answer carries the recovery codes when this step finished an enrolment (shown once). */
export async function giveSecondFactor(user: SessionUser, input: TwoFactorInput, ip: string, request: Request): Promise<NextResponse> {
  const recoveryCodes = await throttled("password", user.email, ip, () => check(user, input));
  const response = json({ message: TWO_FACTOR_MESSAGES.done, ...(recoveryCodes ? { recoveryCodes } : {}) });
  await endSession(request, response);
  await startSession(user.id, ip, response, true);
  return response;
}
