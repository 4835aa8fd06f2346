// Booking a call, the operator's side (issue 35, items 11 and 12): the meeting link or place of the
// operator's hours in the invitation (LOCATION, description) and its mails, the operator's cancel
// and move from the call's page (the visitor's own mails, once, and audited), the past and
// cancelled calls listed, readable zone names and the visitor's clock, and the mails' Reply-To and
// link to the call's page.
import { describe, expect, it, vi } from "vitest";
// Saving hours and removing an operator render the booking-link pages again: no Next server here.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
import { POST as saveAvailability } from "@/app/api/admin/availability/route";
import { POST as operatorCancel } from "@/app/api/admin/bookings/cancel/route";
import { POST as operatorMove } from "@/app/api/admin/bookings/move/route";
import { POST as book } from "@/app/api/booking/route";
import { config } from "@/lib/core/config";
import { operatorAddress } from "@/lib/core/mail/operator";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { openSlots } from "@/lib/features/booking/book";
import { pastBookings, upcomingBookings } from "@/lib/features/booking/queries";
import { bookConfirmed, eventOf, HOURS, mailsTo, operatorWithHours, post, visitor } from "./support/booking";
import { sessionFor } from "./support/session";
import { db } from "./support/wizard";
import { resetEachTest } from "./support/reset";

const LINK = "https://meet.example.com/abc-defg-hij";

resetEachTest("wizard", "auditEvent", "booking", "bookingAvailability");

/** An operator with hours and a meeting place, and one call booked and confirmed by a visitor. */
async function bookedCall(meetingPlace = LINK) {
  const { cookie, userId } = await sessionFor("operator");
  expect((await post(saveAvailability, { ...HOURS, meetingPlace }, { cookie })).status).toBe(200);
  const slots = await openSlots();
  const body = visitor(slots[0]!.start);
  expect((await bookConfirmed(body)).status).toBe(200);
  const booking = await db.booking.findFirstOrThrow({ where: { email: body.email } });
  const operatorEmail = (await db.user.findUniqueOrThrow({ where: { id: userId } })).email;
  return { cookie, userId, body, booking, slots, operatorEmail };
}

const changesTo = async (email: string, change: string) =>
  (await mailsTo(email)).filter((mail) => (JSON.parse(mail.payload) as { change: string }).change === change);

describe("the meeting link or place of the operator's hours", () => {
  it("keeps an https link or one line of place, and refuses any other address", async () => {
    const { cookie } = await sessionFor("operator");
    for (const bad of ["http://meet.example.com/abc", "javascript://alert(1)", "www.example.com/room", "x".repeat(201)]) {
      const answer = await post(saveAvailability, { ...HOURS, meetingPlace: bad }, { cookie });
      expect(answer.status, bad).toBe(422);
      expect(((await answer.json()) as { errors: Array<{ field: string }> }).errors.map((error) => error.field)).toEqual(["meetingPlace"]);
    }
    expect(await db.bookingAvailability.count()).toBe(0);
    expect((await post(saveAvailability, { ...HOURS, meetingPlace: "  Room: 4B, MG Road, Pune " }, { cookie })).status).toBe(200);
    expect((await db.bookingAvailability.findFirstOrThrow()).meetingPlace).toBe("Room: 4B, MG Road, Pune");
    expect((await post(saveAvailability, { ...HOURS, meetingPlace: "" }, { cookie })).status).toBe(200);
    expect((await db.bookingAvailability.findFirstOrThrow()).meetingPlace).toBeNull();
  });

  it("is the invitation's LOCATION and in its description, and in both mails, which have a Reply-To and the call's page", async () => {
    const { body, booking, operatorEmail } = await bookedCall();
    const [toVisitor] = await changesTo(body.email, "booked");
    const [toOperator] = await changesTo(operatorEmail, "booked");
    for (const mail of [toVisitor!, toOperator!]) {
      const { event, message } = await eventOf(mail);
      expect(event.location).toBe(LINK);
      expect(event.description).toBe(`A data platform\n\nJoin the call: ${LINK}`);
      expect(message.text).toContain(`Join the call: ${LINK}`);
    }
    const visitorMail = (await eventOf(toVisitor!)).message;
    expect(visitorMail.headers).toEqual({ "Reply-To": operatorAddress() });
    const operatorMail = (await eventOf(toOperator!)).message;
    expect(operatorMail.headers).toEqual({ "Reply-To": body.email });
    expect(operatorMail.text).toContain(`Open this call: ${config.siteUrl}/admin/availability/calls/${booking.id}`);
  });

  it("writes a place as the LOCATION, with a Where line", async () => {
    const { body } = await bookedCall("Solutions At One Place, Civil Lines, Kanpur");
    const { event, message } = await eventOf((await changesTo(body.email, "booked"))[0]!);
    expect(event.location).toBe("Solutions At One Place, Civil Lines, Kanpur");
    expect(message.text).toContain("Where: Solutions At One Place, Civil Lines, Kanpur");
  });
});

describe("the operator changes a booked call", () => {
  it("cancels it: the visitor's cancellation mail once, the operator's copy, an audit row; a second cancel changes nothing", async () => {
    const { cookie, body, booking, operatorEmail } = await bookedCall();
    expect((await post(operatorCancel, { id: booking.id }, { cookie: (await sessionFor("user")).cookie })).status).toBe(403);
    const answer = await post(operatorCancel, { id: booking.id }, { cookie });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toBe(
      "The call is cancelled. The visitor is mailed the cancellation, as when they cancel it themselves.",
    );
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: "cancelled", activeStart: null, sequence: 1 });
    const cancellations = await changesTo(body.email, "cancelled");
    expect(cancellations).toHaveLength(1);
    const { method, event, message } = await eventOf(cancellations[0]!);
    expect([method, event.sequence]).toEqual(["CANCEL", 1]);
    expect(message.subject).toMatch(/^Call cancelled: /);
    expect(await changesTo(operatorEmail, "cancelled")).toHaveLength(1);
    expect(await db.auditEvent.findMany({ select: { action: true, recordKind: true, recordId: true } })).toEqual([
      { action: "booking-cancel", recordKind: "booking", recordId: booking.id },
    ]);

    const again = await post(operatorCancel, { id: booking.id }, { cookie });
    expect(again.status).toBe(400);
    expect(await changesTo(body.email, "cancelled")).toHaveLength(1);
    expect(await db.auditEvent.count()).toBe(1);
  });

  it("moves it to another free time: the visitor's updated invitation once, audited", async () => {
    const { cookie, body, booking, slots } = await bookedCall();
    const target = slots[3]!.start;
    const answer = await post(operatorMove, { id: booking.id, start: target.toISOString() }, { cookie });
    expect(answer.status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: "booked", startsAt: target, sequence: 1 });
    const moves = await changesTo(body.email, "moved");
    expect(moves).toHaveLength(1);
    const { method, event } = await eventOf(moves[0]!);
    expect([method, event.sequence, event.startDate.toJSDate().toISOString()]).toEqual(["REQUEST", 1, target.toISOString()]);
    const [audit] = await db.auditEvent.findMany();
    expect(audit).toMatchObject({
      action: "booking-move",
      recordKind: "booking",
      recordId: booking.id,
      detail: `${slots[0]!.start.toISOString()} to ${target.toISOString()}`,
    });
    // The new time is taken, the old one free again.
    expect((await post(book, visitor(target))).status).toBe(409);
    expect((await openSlots()).map((slot) => slot.start.getTime())).toContain(slots[0]!.start.getTime());
  });

  it("lists past and cancelled calls apart from the upcoming ones", async () => {
    const { cookie, booking, userId } = await bookedCall();
    const hour = 60 * 60 * 1000;
    const past = await db.booking.create({
      data: {
        operatorId: userId,
        startsAt: new Date(Date.now() - 3 * hour),
        endsAt: new Date(Date.now() - 2.5 * hour),
        activeStart: new Date(Date.now() - 3 * hour),
        name: "Past Visitor",
        email: "past@example.com",
        topic: "Done",
        visitorTimeZone: "UTC",
        status: "booked",
      },
    });
    expect((await upcomingBookings()).map((call) => call.id)).toEqual([booking.id]);
    expect((await post(operatorCancel, { id: booking.id }, { cookie })).status).toBe(200);
    expect((await post(operatorCancel, { id: past.id }, { cookie })).status).toBe(400);
    expect(await upcomingBookings()).toEqual([]);
    expect((await pastBookings()).map((call) => [call.name, call.status])).toEqual([
      ["Dana Scully", "cancelled"],
      ["Past Visitor", "past"],
    ]);
  });
});

describe("times as the visitor reads them", () => {
  it("names the zone readably and uses a 12-hour clock where the visitor's language does", async () => {
    await operatorWithHours();
    const [slot] = await openSlots();
    const held = await post(book, visitor(slot!.start), { "accept-language": "en-US,en;q=0.9" });
    const { message } = (await held.json()) as { message: string };
    expect(message).toMatch(/^We are holding \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM), Eastern Time \(New York\) for you\./);
    expect(message).not.toContain("America/New_York");
    const row = await db.booking.findFirstOrThrow();
    expect(row.visitorLocale).toBe("en-US");
    const confirm = await db.outboxMail.findFirstOrThrow({ where: { kind: "booking-confirm" } });
    const mail = await renderOutboxMail(confirm.kind, confirm.to, JSON.parse(confirm.payload) as Record<string, unknown>);
    expect(mail.text).toMatch(/requested for \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM), Eastern Time \(New York\) with this e-mail address/);

    const [second] = await openSlots();
    const held24 = await post(book, { ...visitor(second!.start), timeZone: "Asia/Kolkata" }, { "accept-language": "de-DE" });
    expect(((await held24.json()) as { message: string }).message).toMatch(
      /^We are holding \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}, India Standard Time \(Kolkata\) for you\./,
    );
  });
});
