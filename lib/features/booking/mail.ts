// The booking mails: to the visitor and to the operator, each with the iCalendar part calendars act
// on (METHOD:REQUEST when booked or moved, METHOD:CANCEL when cancelled), and the 24-hour reminder.
// A mail says what its change was when it was made (the payload's times and sequence), so a
// booking moved twice in a row still sends its invitations in order, each with its own SEQUENCE.
// Before any of them, the confirmation of a held time: its time and link only, none of the
// visitor's words, since it may reach an address the sender does not own. The ORGANIZER is the
// site's role address under the operator's name, never the address the operator signs in with.
import "server-only";
import { AVAILABILITY_PATH, BOOKING_MAILS, whenText } from "../../content/booking";
import { COMPANY } from "../../content/site";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
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
  const booking = await db.booking.findUniqueOrThrow({ where: { id: payload.bookingId }, include: { operator: { select: { name: true } } } });
  const zone = (await availabilityOf(booking.operatorId))?.timeZone ?? booking.visitorTimeZone;
  const calendar = invitation({
    method: payload.change === "cancelled" ? "CANCEL" : "REQUEST",
    uid: bookingUid(booking.id),
    sequence: payload.sequence,
    start: payload.startsAt,
    end: payload.endsAt,
    timeZone: zone,
    summary: BOOKING_MAILS.eventSummary(COMPANY.name),
    description: booking.topic,
    url: config.siteUrl,
    organizer: { name: booking.operator.name || COMPANY.name, email: siteSenderAddress() },
    attendees: [{ name: booking.name, email: booking.email }],
    stamp: new Date(),
  });
  return { payload, booking, operatorZone: zone, calendar: { method: payload.change === "cancelled" ? ("CANCEL" as const) : ("REQUEST" as const), content: calendar } };
}

export const BOOKING_RENDERERS = {
  [MAIL_BOOKING_CONFIRM]: async (to: string, raw: Record<string, unknown>): Promise<MailMessage> => {
    const booking = await db.booking.findUnique({ where: { id: String(raw.bookingId) } });
    if (booking?.status !== "held") throw new Error("The held time was released or expired before its confirmation went out.");
    const mail = BOOKING_MAILS.confirm;
    return { to, subject: mail.subject, ...renderMail(mail.paragraphs(COMPANY.name, whenText(booking.startsAt, booking.visitorTimeZone)), { label: mail.action, url: confirmUrl(booking.id) }) };
  },
  [MAIL_BOOKING_VISITOR]: async (to: string, raw: Record<string, unknown>): Promise<MailMessage> => {
    const { payload, booking, calendar } = await context(raw);
    const when = whenText(payload.startsAt, booking.visitorTimeZone);
    // The link of the change this mail is about; a later change sends its own.
    const link = { label: BOOKING_MAILS.invitation.action, url: manageUrl({ id: booking.id, sequence: payload.sequence }) };
    switch (payload.change) {
      case "booked":
        return { to, subject: BOOKING_MAILS.invitation.subject(when), calendar, ...renderMail(BOOKING_MAILS.invitation.paragraphs(booking.name, when, booking.topic), link) };
      case "moved":
        return { to, subject: BOOKING_MAILS.moved.subject(when), calendar, ...renderMail(BOOKING_MAILS.moved.paragraphs(booking.name, when), link) };
      case "cancelled":
        return { to, subject: BOOKING_MAILS.cancelled.subject(when), calendar, ...renderMail(BOOKING_MAILS.cancelled.paragraphs(booking.name, when)) };
      case "reminder":
        if (booking.status !== "booked" || booking.sequence !== payload.sequence) throw new Error("The call was changed or cancelled before its reminder went out.");
        return { to, subject: BOOKING_MAILS.reminder.subject(when), ...renderMail(BOOKING_MAILS.reminder.paragraphs(booking.name, when), link) };
    }
  },
  [MAIL_BOOKING_OPERATOR]: async (to: string, raw: Record<string, unknown>): Promise<MailMessage> => {
    const { payload, booking, operatorZone, calendar } = await context(raw);
    const when = whenText(payload.startsAt, operatorZone);
    const mail = BOOKING_MAILS.operator;
    const subject = payload.change === "cancelled" ? mail.cancelledSubject(booking.name, when) : payload.change === "moved" ? mail.movedSubject(booking.name, when) : mail.subject(booking.name, when);
    return { to, subject, calendar, ...renderMail(mail.paragraphs(booking.name, booking.email, booking.company, booking.topic, when), { label: mail.action, url: `${config.siteUrl}${AVAILABILITY_PATH}` }) };
  },
};
