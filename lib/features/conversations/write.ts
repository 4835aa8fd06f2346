// Writing to the person behind a record: one message row, one outbox mail in the same
// transaction, and the record counts as answered. Templates and placeholders are filled before
// this (./templates.ts); what is stored here is what the person gets.
import "server-only";
import { randomUUID } from "node:crypto";
import { WRITE_ERRORS } from "../../content/conversations-mail";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { conflict } from "../../core/errors";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { siteSenderAddress } from "../../core/mail/transport";
import type { Prisma } from "../../generated/prisma/client";
import { MAIL_CONVERSATION } from "./kinds";

type Tx = Prisma.TransactionClient;

export type WriteInput = { itemId: string; subject: string; body: string; templateId?: string | null };
export type Writer = { id: string; name: string };

/** The Message-ID of an outbound message: its row id at the site's host. */
const outboundMessageId = () => `${randomUUID()}@${new URL(config.siteUrl).hostname}`;

/** Stores and queues the message in `tx`; the caller commits and kicks the outbox. */
export async function writeInTransaction(tx: Tx, input: WriteInput, writer: Writer): Promise<{ id: string }> {
  const item = await tx.workItem.findUnique({
    where: { id: input.itemId },
    select: { email: true, owner: { select: { name: true } } },
  });
  if (!item) throw conflict(WRITE_ERRORS.noRecord);
  // An erased or anonymised record keeps no address.
  if (!item.email.includes("@")) throw conflict(WRITE_ERRORS.noAddress);
  const now = new Date();
  const message = await tx.message.create({
    data: {
      itemId: input.itemId,
      direction: "out",
      status: "written",
      fromAddress: siteSenderAddress(),
      // The From line names the record's owner, or the writer while it has none.
      fromName: item.owner?.name ?? writer.name,
      toAddress: item.email,
      subject: input.subject,
      body: input.body,
      messageId: outboundMessageId(),
      templateId: input.templateId ?? null,
      actorId: writer.id,
      actorName: writer.name,
      createdAt: now,
    },
  });
  const mail = await enqueueMail(tx, MAIL_CONVERSATION, item.email, { messageId: message.id });
  await tx.message.update({ where: { id: message.id }, data: { outboxId: mail.id } });
  // The first mail an operator sends is the record's first answer (the reply promise).
  await tx.workItem.updateMany({ where: { id: input.itemId, answeredAt: null }, data: { answeredAt: now } });
  return { id: message.id };
}

/** Writes to the record's person: stored, queued and counted as an answer, once. */
export async function writeToRecord(input: WriteInput, writer: Writer): Promise<{ id: string }> {
  const written = await db.$transaction((tx) => writeInTransaction(tx, input, writer));
  kickOutbox();
  return written;
}
