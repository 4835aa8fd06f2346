// The operator account, for scripts (no "server-only"): created from OPERATOR_EMAIL and
// OPERATOR_PASSWORD on every start when missing, and `npm run operator -- <email>` promotes a user.
import { hash } from "@node-rs/argon2";
import type { PrismaClient } from "../../generated/prisma/client";
import { normaliseEmail } from "../../validation/email";

export async function ensureOperator(db: PrismaClient, email: string | undefined, password: string | undefined): Promise<"created" | "exists" | "skipped"> {
  const address = email === undefined ? undefined : normaliseEmail(email);
  if (!address || !password) return "skipped";
  const existing = await db.user.findUnique({ where: { email: address }, select: { id: true } });
  if (existing) return "exists";
  await db.user.create({
    data: { email: address, name: "Operator", role: "operator", emailVerifiedAt: new Date(), passwordHash: await hash(password, { algorithm: 2 }) },
  });
  return "created";
}

/** Gives an existing account the operator role; false when no account has that address. */
export async function promoteToOperator(db: PrismaClient, email: string): Promise<boolean> {
  const { count } = await db.user.updateMany({ where: { email: normaliseEmail(email) }, data: { role: "operator" } });
  return count === 1;
}
