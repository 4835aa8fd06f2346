// "Invite to interview" on an application's record: an InterviewInvite row (the length and place the
// operator chose, the interviewer: the record's owner, or the inviting operator while it has none)
// and the "Invite to interview" template written to the candidate in the same transaction, its
// {{booking_link}} the invitation's signed link. The link names the invitation and expires with it;
// a newer invitation withdraws the open ones before it. The candidate's booking is ./interview-book.ts.
import "server-only";
import { INTERVIEW_ERRORS, INTERVIEW_INVITE_DAYS, INTERVIEW_TEMPLATE_ID, interviewPath } from "../../content/interview";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { conflict, invalid } from "../../core/errors";
import { kickOutbox } from "../../core/mail/outbox";
import { createToken, verifyToken } from "../../core/tokens";
import type { InterviewInvite } from "../../generated/prisma/client";
import type { InterviewInviteInput } from "../../validation/interview";
import { meetingPlaceOf } from "../../validation/booking";
import { fillPlaceholders, placeholderValues, writeInTransaction, type Writer } from "../conversations";
import { availabilityOf, type OperatorAvailability } from "./availability";

export type { InterviewInvite };

const PURPOSE = "interview-invite";
const INVITE_MS = INTERVIEW_INVITE_DAYS * 24 * 60 * 60 * 1000;

export const inviteToken = (invite: Pick<InterviewInvite, "id" | "expiresAt">, now = Date.now()) =>
  createToken(PURPOSE, invite.id, Math.max(1, invite.expiresAt.getTime() - now));
export const inviteUrl = (token: string) => `${config.siteUrl}${interviewPath(token)}`;

/** The operator's hours with the interview's own length: the slots and the lock are the booking engine's. */
export const interviewHours = (hours: OperatorAvailability, invite: Pick<InterviewInvite, "minutes">) => ({
  ...hours,
  meetingMinutes: invite.minutes,
});

/** Hours someone can be booked in: active, with at least one range a week. */
export async function bookableHours(operatorId: string): Promise<OperatorAvailability | null> {
  const hours = await availabilityOf(operatorId);
  return hours && hours.active && hours.weekly.length > 0 ? hours : null;
}

/** The invitation a link names while it is good (not expired, not withdrawn); null otherwise. */
export async function inviteOfToken(token: string, now = new Date()): Promise<InterviewInvite | null> {
  if (token.length > 500) return null;
  const id = verifyToken(PURPOSE, token, now.getTime());
  const invite = id ? await db.interviewInvite.findUnique({ where: { id } }) : null;
  if (!invite || invite.status === "withdrawn" || invite.expiresAt <= now) return null;
  return invite;
}

/**
 * Invites the application `itemId` to an interview: the invitation and its message, queued in one
 * transaction. 409 when the interviewer has no booking hours; 400 with the field for a bad place.
 */
export async function inviteToInterview(
  itemId: string,
  input: InterviewInviteInput,
  writer: Writer,
  now = new Date(),
): Promise<{ invite: InterviewInvite; messageId: string; link: string }> {
  const place = meetingPlaceOf(input.place);
  if ("error" in place) throw invalid([{ field: "place", msg: place.error }]);
  const where = place.place;
  if (!where) throw invalid([{ field: "place", msg: INTERVIEW_ERRORS.placeRequired }]);
  const item = await db.workItem.findUnique({ where: { id: itemId }, select: { kind: true, ownerId: true } });
  if (!item || item.kind !== "career") throw conflict(INTERVIEW_ERRORS.notApplication);
  const operatorId = item.ownerId ?? writer.id;
  if (!(await bookableHours(operatorId))) {
    const interviewer = await db.user.findUnique({ where: { id: operatorId }, select: { name: true, email: true } });
    throw conflict(INTERVIEW_ERRORS.noHours(interviewer?.name || interviewer?.email || writer.name));
  }
  const template = await db.messageTemplate.findUnique({ where: { id: INTERVIEW_TEMPLATE_ID } });
  if (!template) throw conflict(INTERVIEW_ERRORS.noTemplate);
  const values = await placeholderValues(itemId, writer.name);
  const written = await db.$transaction(async (tx) => {
    await tx.interviewInvite.updateMany({ where: { itemId, status: "open" }, data: { status: "withdrawn" } });
    const invite = await tx.interviewInvite.create({
      data: {
        itemId,
        operatorId,
        minutes: input.minutes,
        place: where,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_MS),
      },
    });
    const link = inviteUrl(inviteToken(invite, now.getTime()));
    const filled = { ...values, booking_link: link };
    const message = await writeInTransaction(
      tx,
      {
        itemId,
        subject: fillPlaceholders(template.subject, filled),
        body: fillPlaceholders(template.body, filled),
        templateId: template.id,
      },
      writer,
    );
    return { invite, messageId: message.id, link };
  });
  kickOutbox();
  return written;
}
