import "server-only";
import { db } from "../../core/db";
import { operatorAddress } from "../../core/mail/operator";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import type { ContactInput } from "../../validation/contact";
import { dueAtFor, openItem, ownerOnArrival } from "../workspace";
import { MAIL_CONTACT_NOTIFY, MAIL_CONTACT_RECEIVED } from "./kinds";

/** Stores the message and queues the operator's notification and the visitor's acknowledgement in one transaction. */
export async function saveContactMessage(input: ContactInput, ip: string): Promise<void> {
  const now = new Date();
  const dueAt = await dueAtFor(now);
  await db.$transaction(async (tx) => {
    const saved = await tx.contactMessage.create({
      data: { name: input.name, email: input.email, phone: input.phone, message: input.message, consentIp: ip },
    });
    const ownerId = await ownerOnArrival("contact", tx);
    await openItem(
      tx,
      { kind: "contact", recordId: saved.id, name: saved.name, email: saved.email, ownerId, dueAt },
      now,
    );
    await enqueueMail(tx, MAIL_CONTACT_NOTIFY, operatorAddress(), { id: saved.id });
    // Like the wizards' confirmation: it names only the visitor, echoing none of the message.
    await enqueueMail(tx, MAIL_CONTACT_RECEIVED, input.email, { name: input.name });
  });
  kickOutbox();
}
