// A reply coming in, by SMTP (lib/runtime/inbound-smtp.ts) or by a relay's POST
// (/api/inbound-mail): read within limits (./inbound-parse.ts), its reply token found among the
// envelope's recipients, then To, Cc and Delivered-To, checked (signature, age, the outbound message
// it names) and the reply filed on that message's record, or kept as unmatched mail with why. The
// same Message-ID is stored once. The whole message and its files are stored encrypted
// (./inbound-files.ts); the owner (or, without one, every operator) is told in the same transaction;
// unmatched mail tells nobody (./inbound.ts noticesOf says why).
import "server-only";
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { insertRows, isUniqueViolation } from "../../core/db/raw";
import { kickOutbox, outboxInsert } from "../../core/mail/outbox";
import { keptOutNote, UNKNOWN_SENDER } from "../../content/conversations-inbound";
import { removeFiles, storeAttachments, storeRaw } from "./inbound-files";
import { collectMessage, parseMessage, type InboundMail } from "./inbound-parse";
import { MAIL_REPLY_NOTICE } from "./kinds";
import { readReplyAddress, REPLY_TOKEN_MS } from "./reply-address";

export type UnmatchedReason = "forged" | "expired" | "unknown" | "none";
export type Received =
  | { outcome: "filed"; id: string; itemId: string }
  | { outcome: "unmatched"; id: string; reason: UnmatchedReason }
  | { outcome: "duplicate"; id: string };
export type ReceiveOptions = { via: "smtp" | "http"; envelopeRecipients?: string[] };

type Target = { itemId: string } | { reason: UnmatchedReason };

/**
 * The record a reply belongs to: the first recipient whose token is signed, young enough and names
 * an outbound message; else why none did (the first of ours that failed says it, `none` when no
 * recipient is one of ours).
 */
export async function targetOf(recipients: string[], now = Date.now()): Promise<Target> {
  let reason: UnmatchedReason | null = null;
  for (const recipient of recipients) {
    const read = readReplyAddress(recipient);
    if (read.outcome === "none") continue;
    if (read.outcome === "forged") {
      reason ??= "forged";
      continue;
    }
    const message = await db.message.findUnique({
      where: { id: read.messageId },
      select: { itemId: true, direction: true, createdAt: true },
    });
    if (!message || message.direction !== "out" || !message.itemId) reason ??= "unknown";
    else if (now - message.createdAt.getTime() > REPLY_TOKEN_MS) reason ??= "expired";
    else return { itemId: message.itemId };
  }
  return { reason: reason ?? "none" };
}

/**
 * Reads, files (or keeps unmatched) and stores one inbound message; the same Message-ID once: the
 * unique Message-ID decides, so a second delivery (even one at the same moment) stores nothing.
 */
export async function receiveMessage(raw: Buffer | Readable, options: ReceiveOptions): Promise<Received> {
  const bytes = await collectMessage(raw, config.inbound.maxBytes);
  const mail = await parseMessage(bytes);
  const target = await targetOf([...(options.envelopeRecipients ?? []), ...mail.headerRecipients]);
  const notices = await noticesOf(mail, target);
  const [rawKey, files] = await storeFiles(bytes, mail);
  const id = randomUUID();
  const now = new Date();
  const body = files.keptOut.length > 0 ? mail.text + keptOutNote(files.keptOut) : mail.text;
  const message = { id, ...rowOf(mail, target, options), body, rawKey, rawSize: bytes.length, createdAt: now };
  const attachments = files.stored.map((file) => ({ id: randomUUID(), messageId: id, ...file, createdAt: now }));
  const mails = notices.to.map((to) => ({ kind: MAIL_REPLY_NOTICE, to, payload: notices.payload }));
  try {
    // One transaction of raw INSERTs (the hot path: no query compiled per message): the row, its
    // files' rows and the notices, or none of them.
    await db.$transaction([
      db.$executeRaw(insertRows("Message", [message])),
      ...(attachments.length > 0 ? [db.$executeRaw(insertRows("MessageAttachment", attachments))] : []),
      ...(mails.length > 0 ? [db.$executeRaw(outboxInsert(mails, now))] : []),
    ]);
    if (notices.to.length > 0) kickOutbox();
    return "itemId" in target
      ? { outcome: "filed", id, itemId: target.itemId }
      : { outcome: "unmatched", id, reason: target.reason };
  } catch (error) {
    await removeFiles([rawKey, ...files.stored.map((file) => file.key)]);
    if (!isUniqueViolation(error)) throw error;
    const stored = await db.message.findUnique({ where: { messageId: mail.messageId }, select: { id: true } });
    if (!stored) throw error;
    return { outcome: "duplicate", id: stored.id };
  }
}

/** The raw message and the attachments, stored side by side; whatever was stored is removed if either fails. */
async function storeFiles(bytes: Buffer, mail: InboundMail) {
  const [raw, files] = await Promise.allSettled([storeRaw(bytes), storeAttachments(mail.attachments)]);
  if (raw.status === "fulfilled" && files.status === "fulfilled") return [raw.value, files.value] as const;
  await removeFiles([
    ...(raw.status === "fulfilled" ? [raw.value] : []),
    ...(files.status === "fulfilled" ? files.value.stored.map((file) => file.key) : []),
  ]);
  throw raw.status === "rejected" ? raw.reason : (files as PromiseRejectedResult).reason;
}

function rowOf(mail: InboundMail, target: Target, options: ReceiveOptions) {
  return {
    itemId: "itemId" in target ? target.itemId : null,
    direction: "in",
    status: "itemId" in target ? "filed" : "unmatched",
    unmatchedReason: "reason" in target ? target.reason : null,
    fromAddress: mail.fromAddress,
    fromName: mail.fromName,
    toAddress: (options.envelopeRecipients?.[0] ?? mail.headerRecipients[0] ?? "").slice(0, 320),
    subject: mail.subject,
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo,
    authResults: mail.authResults,
    ...(mail.authFailed ? { authFailed: true } : {}),
    via: options.via,
  };
}

/**
 * "New reply from …" to the record's owner, or to every operator when nobody owns it. Unmatched
 * mail tells nobody: anyone can send the reply domain a thousand made-up addresses, and a notice
 * each would be a thousand mails to every operator; it waits in Unmatched mail instead.
 */
async function noticesOf(mail: InboundMail, target: Target) {
  if (!("itemId" in target)) return { to: [], payload: {} };
  const name = mail.fromName ?? (mail.fromAddress || UNKNOWN_SENDER);
  const item = await db.workItem.findUnique({
    where: { id: target.itemId },
    select: { kind: true, recordId: true, owner: { select: { email: true, role: true } } },
  });
  if (!item) return { to: [], payload: {} };
  const payload = { kind: item.kind, recordId: item.recordId, name };
  const owner = item.owner?.role === "operator" ? item.owner.email : null;
  const to = owner
    ? [owner]
    : (await db.user.findMany({ where: { role: "operator" }, select: { email: true } })).map((user) => user.email);
  return { to, payload };
}
