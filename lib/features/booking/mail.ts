// The booking mails: to the visitor and to the operator, each with the iCalendar part calendars act
// on (METHOD:REQUEST when booked or moved, METHOD:CANCEL when cancelled), and the 24-hour reminder.
// A mail says what its change was when it was made (the payload's times and sequence), so a
// booking moved twice in a row still sends its invitations in order, each with its own SEQUENCE.
// Before any of them, the confirmation of a held time: its time and link only, none of the
// visitor's words, since it may reach an address the sender does not own. The ORGANIZER is the
// site's role address under the operator's name, never the address the operator signs in with;
// for the same reason a visitor's reply goes to the team's address (OPERATOR_EMAIL), and the
// operator's to the visitor. The operator's hours may name a meeting link or place: the invitation's
// LOCATION, its description and the mails carry it. A visitor reads times on their own clock.
import "server-only";
import { BOOKING_MAILS, readerLocale, visitorWhen, whenText } from "../../content/booking";
import { callPath } from "../../content/booking-calls";
import { interviewMails, type BookingMailWords } from "../../content/interview";
import { COMPANY } from "../../content/site";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import { operatorAddress } from "../../core/mail/operator";
import { siteSenderAddress, type MailMessage } from "../../core/mail/transport";
import { availabilityOf } from "./availability";
import { invitation } from "./ics";
import { confirmUrl } from "./hold";
import { MAIL_BOOKING_CONFIRM, MAIL_BOOKING_OPERATOR, MAIL_BOOKING_VISITOR, type BookingChange } from "./kinds";
import { manageUrl } from "./manage";

type Payload = { bookingId: string; change: BookingChange; sequence: number; startsAt: Date; endsAt: Date };

function payloadOf(payload: Record<string, unknown>): Payload {
  return {
    bookingId: String(payload.bookingId),
    change: String(payload.change) as BookingChange,
    sequence: Number(payload.sequence),
    startsAt: new Date(String(payload.startsAt)),
    endsAt: new Date(String(payload.endsAt)),
  };
}

/** The invitation's stable UID: one per booking, whatever its moves. */
export const bookingUid = (bookingId: string) => `${bookingId}@${new URL(config.siteUrl).hostname}`;

async function context(raw: Record<string, unknown>) {
  const payload = payloadOf(raw);
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: payload.bookingId },
    include: { operator: { select: { name: true } } },
  });
  const hours = await availabilityOf(booking.operatorId);
  const zone = hours?.timeZone ?? booking.visitorTimeZone;
  // An interview's place is the one its invitation gave; a call's is its operator's.
  const invite = booking.inviteId
    ? await db.interviewInvite.findUnique({ where: { id: booking.inviteId }, select: { place: true } })
    : null;
  const place = invite ? invite.place : (hours?.meetingPlace ?? null);
  const words = wordsOf(booking);
  const calendar = invitation({
    method: payload.change === "cancelled" ? "CANCEL" : "REQUEST",
    uid: bookingUid(booking.id),
    sequence: payload.sequence,
    start: payload.startsAt,
    end: payload.endsAt,
    timeZone: zone,
    summary: words.eventSummary(COMPANY.name),
    description: words.eventDescription(booking.topic, place),
    location: place ?? undefined,
    url: place?.startsWith("https://") ? place : config.siteUrl,
    organizer: { name: booking.operator.name || COMPANY.name, email: siteSenderAddress() },
    attendees: [{ name: booking.name, email: booking.email }],
    stamp: new Date(),
  });
  return {
    payload,
    booking,
    place,
    operatorZone: zone,
    words,
    calendar: {
      method: payload.change === "cancelled" ? ("CANCEL" as const) : ("REQUEST" as const),
      content: calendar,
    },
  };
}

/** An interview's mails say so, with its own length; a call's are the calls'. */
const wordsOf = (booking: { inviteId: string | null; startsAt: Date; endsAt: Date }): BookingMailWords =>
  booking.inviteId
    ? interviewMails(Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000))
    : BOOKING_MAILS;

/** A visitor's reply reaches the team, never an operator's own sign-in address. */
const replyToTeam = () => ({ "Reply-To": operatorAddress() });

export const BOOKING_RENDERERS = {
  [MAIL_BOOKING_CONFIRM]: async (to: string, raw: Record<string, unknown>): Promise<MailMessage> => {
    const booking = await db.booking.findUnique({ where: { id: String(raw.bookingId) } });
    if (booking?.status !== "held")
      throw new Error("The held time was released or expired before its confirmation went out.");
    const mail = BOOKING_MAILS.confirm;
    const when = visitorWhen(booking.startsAt, booking.visitorTimeZone, readerLocale(booking.visitorLocale));
    return {
      to,
      subject: mail.subject,
      headers: replyToTeam(),
      ...renderMail(mail.paragraphs(COMPANY.name, when), { label: mail.action, url: confirmUrl(booking.id) }),
    };
  },
  [MAIL_BOOKING_VISITOR]: async (to: string, raw: Record<string, unknown>): Promise<MailMessage> => {
    const { payload, booking, place, calendar, words } = await context(raw);
    const when = visitorWhen(payload.startsAt, booking.visitorTimeZone, readerLocale(booking.visitorLocale));
    const headers = replyToTeam();
    // The link of the change this mail is about; a later change sends its own.
    const link = {
      label: words.invitation.action,
      url: manageUrl({ id: booking.id, sequence: payload.sequence }),
    };
    switch (payload.change) {
      case "booked":
        return {
          to,
          subject: words.invitation.subject(when),
          headers,
          calendar,
          ...renderMail(words.invitation.paragraphs(booking.name, when, booking.topic, place), link),
        };
      case "moved":
        return {
          to,
          subject: words.moved.subject(when),
          headers,
          calendar,
          ...renderMail(words.moved.paragraphs(booking.name, when, place), link),
        };
      case "cancelled":
        return {
          to,
          subject: words.cancelled.subject(when),
          headers,
          calendar,
          ...renderMail(words.cancelled.paragraphs(booking.name, when)),
        };
      case "reminder":
        if (booking.status !== "booked" || booking.sequence !== payload.sequence)
          throw new Error("The call was changed or cancelled before its reminder went out.");
        return {
          to,
          subject: words.reminder.subject(when),
          headers,
          ...renderMail(words.reminder.paragraphs(booking.name, when, place), link),
        };
    }
  },
  [MAIL_BOOKING_OPERATOR]: async (to: string, raw: Record<string, unknown>): Promise<MailMessage> => {
    const { payload, booking, place, operatorZone, calendar, words } = await context(raw);
    const when = whenText(payload.startsAt, operatorZone);
    const mail = words.operator;
    const subject =
      payload.change === "cancelled"
        ? mail.cancelledSubject(booking.name, when)
        : payload.change === "moved"
          ? mail.movedSubject(booking.name, when)
          : mail.subject(booking.name, when);
    const headers = { "Reply-To": booking.email };
    return {
      to,
      subject,
      headers,
      calendar,
      ...renderMail(mail.paragraphs(booking.name, booking.email, booking.company, booking.topic, when, place), {
        label: mail.action,
        url: `${config.siteUrl}${callPath(booking.id)}`,
      }),
    };
  },
};
