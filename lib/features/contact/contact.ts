import "server-only";
import { db } from "../../core/db";
import { kickOutbox, operatorAddress } from "../../core/mail/outbox";
import type { ContactInput } from "../../validation/contact";

/** Stores the message and queues the operator's notification in one transaction. */
export async function saveContactMessage(input: ContactInput, ip: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const saved = await tx.contactMessage.create({
      data: { name: input.name, email: input.email, phone: input.phone, message: input.message, consentIp: ip },
    });
    await tx.outboxMail.create({
      data: {
        kind: "contact-notify",
        to: operatorAddress(),
        payload: JSON.stringify({ id: saved.id }),
      },
    });
  });
  kickOutbox();
}
