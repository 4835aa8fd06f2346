// Stores a wizard's submission and queues its two mails in one transaction: the applicant's
// confirmation and the operator's notification. The browser's id may be used once per wizard.
import "server-only";
import { db, Prisma } from "../db";
import { conflict } from "../http";
import { kickOutbox, operatorAddress, outboxRow } from "../mail/outbox";
import type { SubmissionDefinition } from "./definitions";

export const SUBMITTED_MESSAGE = "Data submitted successfully!";
export const MAIL_RECEIVED = "submission-received";
export const MAIL_NOTIFY = "submission-notify";

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** Returns the stored id (lower case, as the upload's path will name it). */
export async function saveSubmission<I extends { id: string }>(
  definition: SubmissionDefinition<I>,
  input: I,
  ip: string,
): Promise<string> {
  const id = input.id.toLowerCase();
  const payload = { kind: definition.kind, id };
  try {
    await db.$transaction([
      definition.create({ ...input, id }, { consentAt: new Date(), consentIp: ip }),
      outboxRow(MAIL_RECEIVED, definition.email(input), payload),
      outboxRow(MAIL_NOTIFY, operatorAddress(), payload),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("This submission was already received.");
    throw error;
  }
  kickOutbox();
  return id;
}
