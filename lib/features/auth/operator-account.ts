// The operator account, for scripts (no "server-only"): created from OPERATOR_EMAIL and
// OPERATOR_PASSWORD on every start when missing, and `npm run operator -- <email>` promotes a user.
// Both refuse what the login screen would refuse, so no start creates an operator who cannot log in.
import { hash } from "@node-rs/argon2";
import type { PrismaClient } from "../../generated/prisma/client";
import { AUTH_MESSAGES } from "../../content/messages/auth";
import { isAccountEmail, isStrongPassword } from "../../validation/auth-messages";
import { normaliseEmail } from "../../validation/email";

/** A setting the login screen would refuse: the start stops with this message. */
export class OperatorSettingError extends Error {
  override name = "OperatorSettingError";
}

export type EnsureOutcome = "created" | "exists" | "skipped";

export async function ensureOperator(
  db: PrismaClient,
  email: string | undefined,
  password: string | undefined,
): Promise<EnsureOutcome> {
  if (!email?.trim() || !password) return "skipped";
  if (!isAccountEmail(email))
    throw new OperatorSettingError(`OPERATOR_EMAIL "${email}" is refused by the login screen: ${AUTH_MESSAGES.email}`);
  if (!isStrongPassword(password)) {
    throw new OperatorSettingError(
      `OPERATOR_PASSWORD is refused by the login screen, so this operator could never log in. ${AUTH_MESSAGES.password} (Allowed special characters: @$!%*?&, at most 128 characters.)`,
    );
  }
  const address = normaliseEmail(email);
  const existing = await db.user.findUnique({ where: { email: address }, select: { id: true } });
  if (existing) return "exists";
  await db.user.create({
    data: {
      email: address,
      name: "Operator",
      role: "operator",
      emailVerifiedAt: new Date(),
      passwordHash: await hash(password, { algorithm: 2 }),
    },
  });
  return "created";
}

/** The line a start logs for each outcome (null: nothing to say). */
export function ensureOutcomeLine(outcome: EnsureOutcome, email: string | undefined): string | null {
  const address = email ? normaliseEmail(email) : "";
  if (outcome === "created") return `operator account created for ${address}`;
  if (outcome === "exists")
    return `an account for ${address} already exists: left as it is (OPERATOR_PASSWORD is not applied to it)`;
  return null;
}

export type PromoteOutcome = "promoted" | "already" | "missing";

/** Gives an existing account the operator role and signs it out everywhere, so no session keeps the old role. */
export async function promoteToOperator(db: PrismaClient, email: string): Promise<PromoteOutcome> {
  const address = normaliseEmail(email);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email: address }, select: { id: true, role: true } });
    if (!user) return "missing";
    if (user.role === "operator") return "already";
    await tx.user.update({ where: { id: user.id }, data: { role: "operator" } });
    await tx.session.deleteMany({ where: { userId: user.id } });
    return "promoted";
  });
}
