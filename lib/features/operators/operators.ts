// Operators managed in the area: the list, invitations by mail (accepted by the account with the
// invited address, which then enrols its second factor, and only while the inviter is still an
// operator; an operator may cancel one), and removal, which signs the account out everywhere,
// forgets its second factor and deletes the invitations it sent that are still waiting. There is always at least one
// operator: removals run
// in a serializable transaction that counts the operators first, so two operators removing each
// other at once cannot both succeed.
import "server-only";
import { OPERATORS_MESSAGES } from "../../content/operators";
import { db } from "../../core/db";
import { conflict, DomainError, notFound } from "../../core/errors";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { verifyToken } from "../../core/tokens";
import { recordAudit, type AuditActor } from "../audit";
import { refreshBookingLinks } from "../booking";
import { auditHandover, handOver, type Mover } from "../workspace";
import { MAIL_OPERATOR_INVITE } from "./kinds";
import { INVITE_TOKEN, INVITE_TTL_MS } from "./mail";

export type OperatorRow = { id: string; name: string; email: string; enrolled: boolean };
export type PendingInvite = { id: string; email: string; invitedByEmail: string; expiresAt: Date };

export async function listOperators(): Promise<OperatorRow[]> {
  const rows = await db.user.findMany({
    where: { role: "operator" },
    orderBy: { email: "asc" },
    select: { id: true, name: true, email: true, twoFactor: { select: { enabledAt: true } } },
  });
  return rows.map(({ twoFactor, ...row }) => ({ ...row, enrolled: Boolean(twoFactor?.enabledAt) }));
}

export async function pendingInvites(now = new Date()): Promise<PendingInvite[]> {
  return db.operatorInvite.findMany({
    where: { acceptedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, email: true, invitedByEmail: true, expiresAt: true },
  });
}

export async function inviteOperator(actor: AuditActor, email: string): Promise<void> {
  const existing = await db.user.findUnique({ where: { email }, select: { role: true } });
  if (existing?.role === "operator") throw conflict(OPERATORS_MESSAGES.alreadyOperator);
  const invite = await db.$transaction(async (tx) => {
    const row = await tx.operatorInvite.create({
      data: {
        email,
        invitedById: actor.id,
        invitedByEmail: actor.email,
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      },
    });
    await enqueueMail(tx, MAIL_OPERATOR_INVITE, email, { inviteId: row.id, invitedBy: actor.email });
    return row;
  });
  kickOutbox();
  await recordAudit(actor, "operator-invite", { kind: "operator-invite", id: invite.id }, email);
}

/** The live invitation a link names, or null (a bad signature, expired, accepted already). */
export async function inviteFromToken(
  token: string,
  now = new Date(),
): Promise<(PendingInvite & { invitedById: string }) | null> {
  const id = verifyToken(INVITE_TOKEN, token, now.getTime());
  if (!id) return null;
  const invite = await db.operatorInvite.findUnique({ where: { id } });
  if (!invite || invite.acceptedAt || invite.expiresAt <= now) return null;
  return invite;
}

/**
 * The signed-in account with the invited address becomes an operator. Its other sessions end;
 * this one stays short of an operator's until the second factor is enrolled (lib/features/auth).
 */
export async function acceptInvite(
  token: string,
  user: { id: string; email: string; sessionId: string },
): Promise<void> {
  const invite = await inviteFromToken(token);
  if (!invite || invite.email !== user.email) throw new DomainError("badRequest", OPERATORS_MESSAGES.inviteInvalid);
  await db.$transaction(async (tx) => {
    // Read inside the transaction, so a removal of the inviter that commits first wins.
    const inviter = await tx.user.findFirst({
      where: { id: invite.invitedById, role: "operator" },
      select: { id: true },
    });
    if (!inviter) throw new DomainError("badRequest", OPERATORS_MESSAGES.inviteInvalid);
    const { count } = await tx.operatorInvite.updateMany({
      where: { id: invite.id, acceptedAt: null },
      data: { acceptedAt: new Date() },
    });
    if (count !== 1) throw new DomainError("badRequest", OPERATORS_MESSAGES.inviteInvalid);
    await tx.user.update({ where: { id: user.id }, data: { role: "operator" } });
    await tx.session.deleteMany({ where: { userId: user.id, id: { not: user.sessionId } } });
  });
  await recordAudit(user, "operator-join", { kind: "operator-invite", id: invite.id });
}

/** Withdraws a waiting invitation: the row goes, so its signed link names nothing any more. */
export async function cancelInvite(actor: AuditActor, inviteId: string): Promise<void> {
  const { count } = await db.operatorInvite.deleteMany({ where: { id: inviteId, acceptedAt: null } });
  if (count !== 1) throw notFound(OPERATORS_MESSAGES.unknownInvite);
  await recordAudit(actor, "operator-invite-cancel", { kind: "operator-invite", id: inviteId });
}

/**
 * Removes the operator role; refuses to leave the site without an operator. The records they own
 * go to `heirId` (lib/features/workspace: needed when they own any).
 */
export async function removeOperator(
  actor: AuditActor & { name?: string },
  userId: string,
  heirId: string | null = null,
): Promise<void> {
  const mover: Mover = { ...actor, name: actor.name ?? actor.email };
  const handed = await db.$transaction(
    async (tx) => {
      const operators = await tx.user.findMany({ where: { role: "operator" }, select: { id: true } });
      if (!operators.some((operator) => operator.id === userId)) throw notFound(OPERATORS_MESSAGES.unknownOperator);
      if (operators.length <= 1) throw conflict(OPERATORS_MESSAGES.lastOperator);
      const handed = await handOver(tx, userId, heirId, mover);
      await tx.user.update({ where: { id: userId }, data: { role: "user" } });
      await tx.session.deleteMany({ where: { userId } });
      await tx.recoveryCode.deleteMany({ where: { userId } });
      await tx.twoFactor.deleteMany({ where: { userId } });
      await tx.operatorInvite.deleteMany({ where: { invitedById: userId, acceptedAt: null } });
      return handed;
    },
    { isolationLevel: "Serializable" },
  );
  await recordAudit(actor, "operator-remove", { kind: "user", id: userId });
  await auditHandover(mover, handed);
  if (handed.items.length > 0) kickOutbox();
  // Their hours no longer count: the booking link may have to go.
  refreshBookingLinks();
}
