// The candidate books their interview from the invitation's link: one of the interviewer's free
// times of the invitation's length (the booking engine's slots, lock and unique start, so two
// candidates racing for one time on any instances get one booking and one "just taken"). The
// booking is booked at once (the link came to the candidate's own address), its invitations go to
// both, the invitation is marked booked, the timeline shows the booking and the application moves
// to Interview when it was at an earlier stage.
import "server-only";
import { BOOKING_TEXT, visitorWhen } from "../../content/booking";
import { INTERVIEW_STAGE, INTERVIEW_TEXT } from "../../content/interview";
import { db } from "../../core/db";
import { badRequest, conflict } from "../../core/errors";
import { kickOutbox } from "../../core/mail/outbox";
import { moveItem } from "../workspace";
import { busyOf, inFreeSlot, queueChangeMails, type Booking } from "./book";
import { bookableHours, interviewHours, inviteOfToken, type InterviewInvite } from "./interview";
import { freeSlots, type Interval } from "./slots";

export type InterviewPage = {
  invite: InterviewInvite;
  job: string;
  interviewer: string;
  /** The standing booking of this invitation, if the candidate booked already. */
  booking: Booking | null;
};

/** What the candidate's page shows for a link: null when it is not (or no longer) good. */
export async function interviewOfToken(token: string, now = new Date()): Promise<InterviewPage | null> {
  const invite = await inviteOfToken(token, now);
  if (!invite) return null;
  const [item, operator, booking] = await Promise.all([
    db.workItem.findUnique({ where: { id: invite.itemId }, select: { title: true } }),
    db.user.findUnique({ where: { id: invite.operatorId }, select: { name: true, email: true } }),
    invite.bookingId ? db.booking.findUnique({ where: { id: invite.bookingId } }) : null,
  ]);
  return {
    invite,
    job: item?.title ?? "",
    interviewer: operator?.name || operator?.email || "",
    booking: booking?.status === "booked" ? booking : null,
  };
}

/** The interviewer's free times of the invitation's length, from `now` on. */
export async function interviewSlots(invite: InterviewInvite, now = new Date()): Promise<Interval[]> {
  const hours = await bookableHours(invite.operatorId);
  if (!hours) return [];
  return freeSlots(interviewHours(hours, invite), await busyOf(db, invite.operatorId, now), now);
}

/** Moves the application to Interview when it stands at an earlier stage (never back from a later or closed one). */
async function moveToInterview(invite: InterviewInvite): Promise<void> {
  const [item, interview, operator] = await Promise.all([
    db.workItem.findUnique({ where: { id: invite.itemId }, include: { stage: true } }),
    db.pipelineStage.findUnique({ where: { id: INTERVIEW_STAGE } }),
    db.user.findUnique({ where: { id: invite.operatorId }, select: { id: true, email: true, name: true } }),
  ]);
  if (!item || !interview || !operator || item.stage.pipeline !== interview.pipeline) return;
  if (item.stage.position >= interview.position || item.stage.phase === "closed") return;
  // The move is the invitation's: its interviewer is named as the mover.
  await moveItem(item.id, interview.id, {
    id: operator.id,
    email: operator.email,
    name: operator.name || operator.email,
  });
}

/**
 * Books `start` for the invitation the link names. 400 for a link that is not good or already
 * booked; 409 "just taken" when the time is no longer free.
 */
export async function bookInterview(
  token: string,
  start: Date,
  timeZone: string | undefined,
  locale: string | null,
  now = new Date(),
): Promise<Booking> {
  const found = await interviewOfToken(token, now);
  if (!found) throw badRequest(INTERVIEW_TEXT.invalidLink);
  const { invite, job } = found;
  if (invite.status !== "open") throw badRequest(INTERVIEW_TEXT.invalidLink);
  const hours = await bookableHours(invite.operatorId);
  if (!hours) throw conflict(BOOKING_TEXT.notFree);
  const item = await db.workItem.findUniqueOrThrow({
    where: { id: invite.itemId },
    select: { name: true, email: true },
  });
  const booked = await inFreeSlot(interviewHours(hours, invite), start, now, async (tx, end) => {
    const claimed = await tx.interviewInvite.updateMany({
      where: { id: invite.id, status: "open" },
      data: { status: "booked" },
    });
    if (claimed.count !== 1) throw badRequest(INTERVIEW_TEXT.invalidLink);
    // A booking cancelled before keeps the invitation's id (its cancellation names the place): it lets go here.
    await tx.booking.updateMany({ where: { inviteId: invite.id, status: "cancelled" }, data: { inviteId: null } });
    const booking = await tx.booking.create({
      data: {
        operatorId: invite.operatorId,
        startsAt: start,
        endsAt: end,
        activeStart: start,
        name: item.name,
        email: item.email,
        topic: INTERVIEW_TEXT.topic(job),
        visitorTimeZone: timeZone ?? hours.timeZone,
        visitorLocale: locale,
        status: "booked",
        inviteId: invite.id,
      },
    });
    await tx.interviewInvite.update({ where: { id: invite.id }, data: { bookingId: booking.id } });
    await queueChangeMails(tx, booking, "booked");
    await tx.workEvent.create({
      data: {
        itemId: invite.itemId,
        type: "booking",
        at: now,
        detail: JSON.stringify({ startsAt: visitorWhen(start, hours.timeZone), status: "booked", interview: true }),
      },
    });
    return booking;
  });
  if (!booked) throw conflict(BOOKING_TEXT.taken);
  kickOutbox();
  await moveToInterview(invite);
  return booked;
}

export type InviteState = {
  status: "open" | "expired" | "booked";
  minutes: number;
  createdAt: Date;
  expiresAt: Date;
  startsAt: Date | null;
};

/** The application's newest invitation as its record shows it; null when it has none. */
export async function latestInvite(itemId: string, now = new Date()): Promise<InviteState | null> {
  const invite = await db.interviewInvite.findFirst({ where: { itemId }, orderBy: { createdAt: "desc" } });
  if (!invite) return null;
  const booking = invite.bookingId ? await db.booking.findUnique({ where: { id: invite.bookingId } }) : null;
  const booked = invite.status === "booked" && booking?.status === "booked";
  return {
    status: booked ? "booked" : invite.expiresAt <= now ? "expired" : "open",
    minutes: invite.minutes,
    createdAt: invite.createdAt,
    expiresAt: invite.expiresAt,
    startsAt: booked ? booking.startsAt : null,
  };
}
