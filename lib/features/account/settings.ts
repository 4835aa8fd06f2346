// What the account page changes: the name, the password (the current one required; every other
// session ends), and the account itself, deleted once a code mailed to its address comes back.
import "server-only";
import { ACCOUNT_ANSWERS, ACCOUNT_PAGE } from "../../content/account";
import { db } from "../../core/db";
import { DomainError, invalid } from "../../core/errors";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { sealText } from "../../core/tokens";
import type { ChangeNameInput, ChangePasswordInput } from "../../validation/account";
import {
  checkCode,
  checkPassword,
  hashPassword,
  isRefusal,
  issueCode,
  revokeOtherSessions,
  type SessionUser,
} from "../auth";
import { eraseAccount } from "./erase";
import { MAIL_DELETE_CODE } from "./kinds";

export async function changeName(user: SessionUser, input: ChangeNameInput): Promise<void> {
  await db.user.update({ where: { id: user.id }, data: { name: input.name } });
}

export async function changePassword(user: SessionUser, input: ChangePasswordInput): Promise<void> {
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!passwordHash) throw new DomainError("conflict", ACCOUNT_PAGE.noPassword);
  if (!(await checkPassword(passwordHash, input.currentPassword))) {
    throw invalid([{ field: "currentPassword", msg: ACCOUNT_PAGE.wrongPassword }], ACCOUNT_PAGE.wrongPassword);
  }
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
  await revokeOtherSessions(user.id, user.sessionId);
}

/**
 * An operator's account is deleted only after another operator removed the role (the operators
 * area keeps the last-operator rule and the audit), never from /account.
 */
async function refuseOperator(user: SessionUser): Promise<void> {
  const account = await db.user.findUnique({ where: { id: user.id }, select: { role: true } });
  if (account?.role === "operator") throw new DomainError("conflict", ACCOUNT_PAGE.operatorCannotDelete);
}

export async function requestDeletion(user: SessionUser): Promise<void> {
  await refuseOperator(user);
  const code = await issueCode(user.email, "delete");
  await enqueueMail(db, MAIL_DELETE_CODE, user.email, { sealedCode: sealText(code) });
  kickOutbox();
}

/** Uses the code (one try of its five, and of the address's daily limit), then deletes everything. */
export async function confirmDeletion(user: SessionUser, code: string): Promise<void> {
  await refuseOperator(user);
  const result = await checkCode(user.email, "delete", code, true);
  if (isRefusal(result))
    throw invalid([{ field: "code", msg: ACCOUNT_ANSWERS.codeRefused }], ACCOUNT_ANSWERS.codeRefused);
  await eraseAccount(user.id);
}
