// Signing in with a verified Google identity: the account already linked to that Google id,
// else the account with that (Google-verified) e-mail, linked now, else a new account.
import "server-only";
import type { NextResponse } from "next/server";
import { GOOGLE_FAILED } from "../../content/messages/auth";
import { db } from "../../core/db";
import { DomainError } from "../../core/errors";
import { log } from "../../core/log";
import { GoogleTokenError, verifyGoogleIdToken, type GoogleIdentity } from "./google";
import { startSession } from "./session";

async function userFor(identity: GoogleIdentity): Promise<string> {
  const linked = await db.user.findUnique({ where: { googleSub: identity.sub }, select: { id: true } });
  if (linked) return linked.id;
  const existing = await db.user.findUnique({
    where: { email: identity.email },
    select: { id: true, emailVerifiedAt: true },
  });
  if (existing) {
    // A password set by someone who never proved the mailbox must not survive the link.
    const unproven = !existing.emailVerifiedAt;
    await db.user.update({
      where: { id: existing.id },
      data: {
        googleSub: identity.sub,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        ...(unproven ? { passwordHash: null } : {}),
      },
    });
    return existing.id;
  }
  const created = await db.user.create({
    data: { email: identity.email, name: identity.name, googleSub: identity.sub, emailVerifiedAt: new Date() },
    select: { id: true },
  });
  return created.id;
}

export async function signInWithGoogle(credential: string, ip: string, response: NextResponse): Promise<void> {
  let identity: GoogleIdentity;
  try {
    identity = await verifyGoogleIdToken(credential);
  } catch (error) {
    if (error instanceof GoogleTokenError) {
      log.warn({ reason: error.message }, "Google token refused");
      throw new DomainError("unauthorised", GOOGLE_FAILED);
    }
    throw error;
  }
  await startSession(await userFor(identity), ip, response);
}
