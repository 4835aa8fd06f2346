// Booking a call (lib/features/booking): the operator's hours, a visitor's held time confirmed from
// the mailed link and then its two invitations, one booking per slot however many ask at once,
// moving and cancelling from the mailed link (once per change), the 24-hour reminder sent once,
// and the privacy list. The hold, its expiry, caps and release: ./api-booking-hold.test.ts.
import { describe, expect, it, vi } from "vitest";

// Saving hours renders the pages with the booking link again (lib/features/booking/availability.ts).
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as saveAvailability } from "@/app/api/admin/availability/route";
import { POST as book } from "@/app/api/booking/route";
import { POST as cancel } from "@/app/api/booking/cancel/route";
import { POST as move } from "@/app/api/booking/move/route";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { openSlots } from "@/lib/features/booking/book";
import { manageToken } from "@/lib/features/booking/manage";
import { queueReminders } from "@/lib/features/booking/reminders";
import { findPerson } from "@/lib/features/privacy";
import { fileStore } from "@/lib/core/storage";
import { bookConfirmed, eventOf, HOURS, mailsTo, operatorWithHours, post, visitor } from "./support/booking";
import { sessionFor } from "./support/session";
import { db } from "./support/wizard";
import { resetEachTest } from "./support/reset";

resetEachTest("wizard", "booking", "bookingAvailability");

describe("booking a call", () => {
  it("keeps an operator's hours only when they are valid, and only for operators", async () => {
    const { cookie } = await sessionFor("operator");
    const bad = await post(saveAvailability, { ...HOURS, from1: "17:00", to1: "09:00", timeZone: "Mars/Olympus" }, { cookie });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Array<{ field: string }> }).errors.map((error) => error.field).sort()).toEqual(["timeZone"]);
    expect((await post(saveAvailability, HOURS, { cookie: (await sessionFor("user")).cookie })).status).toBe(403);
    expect((await post(saveAvailability, { ...HOURS, from1: "17:00", to1: "09:00" }, { cookie })).status).toBe(422);
    expect(await db.bookingAvailability.count()).toBe(0);
    expect((await post(saveAvailability, HOURS, { cookie })).status).toBe(200);
    expect(JSON.parse((await db.bookingAvailability.findFirstOrThrow()).weekly)).toHaveLength(7);
  });

  it("books a free slot and queues one invitation to each side, with the right instant", async () => {
    const { userId } = await operatorWithHours();
    const [slot] = await openSlots();
    expect(slot).toBeDefined();
    const body = visitor(slot!.start);
    const response = await bookConfirmed(body);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^Your call is booked for .+, Eastern Time \(New York\)\. An invitation is on its way to your e-mail address\.$/,
    );
    const booking = await db.booking.findFirstOrThrow();
    expect(booking).toMatchObject({ operatorId: userId, startsAt: slot!.start, status: "booked", sequence: 0, visitorTimeZone: "America/New_York" });
    const [toVisitor] = await mailsTo(body.email);
    const operatorEmail = (await db.user.findUniqueOrThrow({ where: { id: userId } })).email;
    const [toOperator] = await mailsTo(operatorEmail);
    for (const mail of [toVisitor!, toOperator!]) {
      const { method, event } = await eventOf(mail);
      expect(method).toBe("REQUEST");
      expect(event.startDate.toJSDate().toISOString()).toBe(slot!.start.toISOString());
      expect(event.uid).toBe(`${booking.id}@localhost`);
      expect(event.sequence).toBe(0);
    }
    // No second booking of that slot, and the slot is no longer offered.
    const again = await post(book, visitor(slot!.start));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("That time was just taken by someone else. Please choose another.");
    expect((await openSlots()).map((free) => free.start.getTime())).not.toContain(slot!.start.getTime());
  });

  it("stores one booking when many ask for one slot at once, and refuses a time that is not a slot", async () => {
    await operatorWithHours();
    const [slot] = await openSlots();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(book, visitor(slot!.start))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await db.booking.count()).toBe(1);
    const offGrid = new Date(slot!.start.getTime() + 7 * 60_000);
    expect((await post(book, visitor(offGrid))).status).toBe(409);
  });

  it("moves and cancels from the mailed link, each link once, with updated and cancelling invitations", async () => {
    await operatorWithHours();
    const [first, second] = await openSlots();
    const body = visitor(first!.start);
    expect((await bookConfirmed(body)).status).toBe(200);
    const booked = await db.booking.findFirstOrThrow();
    const firstLink = manageToken(booked);

    const moved = await post(move, { token: firstLink, start: second!.start.toISOString() });
    expect(moved.status).toBe(200);
    const { token: secondLink } = (await moved.json()) as { token: string };
    expect(await db.booking.findFirstOrThrow()).toMatchObject({ startsAt: second!.start, activeStart: second!.start, sequence: 1 });
    expect((await post(move, { token: firstLink, start: first!.start.toISOString() })).status).toBe(400);

    const cancelled = await post(cancel, { token: secondLink });
    expect(cancelled.status).toBe(200);
    expect(await db.booking.findFirstOrThrow()).toMatchObject({ status: "cancelled", activeStart: null, sequence: 2 });
    expect((await post(cancel, { token: secondLink })).status).toBe(400);

    const mails = await mailsTo(body.email);
    const events = await Promise.all(mails.map(eventOf));
    expect(events.map(({ method, event }) => [method, event.sequence, event.startDate.toJSDate().toISOString()])).toEqual([
      ["REQUEST", 0, first!.start.toISOString()],
      ["REQUEST", 1, second!.start.toISOString()],
      ["CANCEL", 2, second!.start.toISOString()],
    ]);
    expect(events[2]!.vevent?.getFirstPropertyValue("status")).toBe("CANCELLED");
    // The slot is free again.
    expect((await bookConfirmed(visitor(second!.start))).status).toBe(200);
  });

  it("queues the 24-hour reminder once, also when two instances look at once", async () => {
    await operatorWithHours();
    const [slot] = await openSlots();
    const body = visitor(slot!.start);
    expect((await bookConfirmed(body)).status).toBe(200);
    const early = new Date(slot!.start.getTime() - 25 * 60 * 60 * 1000);
    expect(await queueReminders(db, early)).toBe(0);
    const due = new Date(slot!.start.getTime() - 23 * 60 * 60 * 1000);
    expect((await Promise.all([queueReminders(db, due), queueReminders(db, due)])).reduce((a, b) => a + b)).toBe(1);
    expect(await queueReminders(db, due)).toBe(0);
    const reminders = (await mailsTo(body.email)).filter((mail) => JSON.parse(mail.payload).change === "reminder");
    expect(reminders).toHaveLength(1);
    const message = await renderOutboxMail(reminders[0]!.kind, body.email, JSON.parse(reminders[0]!.payload) as Record<string, unknown>);
    expect(message.subject).toMatch(/^Reminder: your call /);
  });

  it("is in the privacy search of the visitor's address", async () => {
    await operatorWithHours();
    const [slot] = await openSlots();
    const body = visitor(slot!.start);
    expect((await bookConfirmed(body)).status).toBe(200);
    const person = await findPerson(db, fileStore, body.email.toUpperCase());
    expect(person.tables.find((table) => table.kind === "bookings")?.rows).toHaveLength(1);
  });
});
