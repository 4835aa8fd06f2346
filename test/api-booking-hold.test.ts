// Booking a call holds the time and mails nothing but a confirmation link until the visitor follows
// it (then the invitations); an unconfirmed hold frees its slot after 15 minutes, confirms and new
// holds racing store one booking, an IP and a mailbox (whatever its +tag) have caps, the operator
// can release a hold, and the invitation's ORGANIZER is the site's role address under the
// operator's name.
import { describe, expect, it, vi } from "vitest";

// Saving hours renders the pages with the booking link again (lib/features/booking/availability.ts).
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as release } from "@/app/api/admin/bookings/release/route";
import { POST as book } from "@/app/api/booking/route";
import { POST as confirm } from "@/app/api/booking/confirm/route";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { holdCall, openSlots } from "@/lib/features/booking/book";
import { bookingOfConfirmToken, confirmHold, confirmToken, dropExpiredHolds } from "@/lib/features/booking/hold";
import { upcomingBookings } from "@/lib/features/booking/queries";
import { queueReminders } from "@/lib/features/booking/reminders";
import { bookingSchema } from "@/lib/validation/booking";
import { eventOf, operatorWithHours, post, visitor } from "./support/booking";
import { sessionFor } from "./support/session";
import { db, uniqueEmail } from "./support/wizard";
import { resetEachTest } from "./support/reset";

const MINUTE = 60_000;
const outbox = () => db.outboxMail.findMany({ orderBy: { createdAt: "asc" }, select: { kind: true, to: true, payload: true } });
const heldId = async (response: Response) => ((await response.json()) as { id: string }).id;
/** Free slots that start an hour or more after `now`, so a test's later clock still finds them ahead. */
const slotsAfter = async (now: Date) => (await openSlots(now)).filter((slot) => slot.start.getTime() >= now.getTime() + 60 * MINUTE);
const someIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

resetEachTest("wizard", "booking", "bookingAvailability");

describe("a booked call's hold", () => {
  it("mails the visitor only a plain confirmation link until it is confirmed, then the two invitations, once", async () => {
    const { userId } = await operatorWithHours();
    const [slot] = await openSlots();
    const body = { ...visitor(slot!.start), name: "Win a prize at evil.example", company: "Cheap pills", topic: "Click https://evil.example/now" };
    const held = await post(book, body);
    expect(held.status).toBe(200);
    expect(((await held.json()) as { message: string }).message).toMatch(
      /^We are holding .+, Eastern Time \(New York\) for you\. Check your inbox: confirm within 15 minutes to keep this time\.$/,
    );
    const row = await db.booking.findFirstOrThrow();
    expect(row).toMatchObject({ status: "held", activeStart: slot!.start });
    expect(row.holdExpiresAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(14 * MINUTE);
    expect(row.holdExpiresAt!.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(15 * MINUTE + 1000);

    // One mail, to the visitor's address: the time and the link, none of the sender's words, no invitation.
    const [only, ...none] = await outbox();
    expect(none).toEqual([]);
    expect(only).toMatchObject({ kind: "booking-confirm", to: body.email });
    const message = await renderOutboxMail(only!.kind, only!.to, JSON.parse(only!.payload) as Record<string, unknown>);
    expect(message.subject).toBe("Please confirm your call");
    expect(message.calendar).toBeUndefined();
    expect(message.text).toMatch(/^A 30-minute call with .+ was requested for .+, Eastern Time \(New York\) with this e-mail address\.$/m);
    expect(`${message.subject}\n${message.text}\n${message.html}`).not.toMatch(/evil|prize|pills/i);
    const link = /https?:\/\/\S+\/book-a-call\/confirm\?token=([\w.-]+)/.exec(message.text ?? "");
    expect(link).not.toBeNull();

    // Following the link shows the held time (changes nothing); its button confirms.
    expect((await bookingOfConfirmToken(link![1]!))?.status).toBe("held");
    expect(await outbox()).toHaveLength(1);
    const confirmed = await post(confirm, { token: link![1] });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { message: string }).message).toMatch(
      /^Your call is booked for .+\. An invitation is on its way to your e-mail address\.$/,
    );
    expect(await db.booking.findFirstOrThrow()).toMatchObject({ status: "booked", holdExpiresAt: null, activeStart: slot!.start });
    const operatorEmail = (await db.user.findUniqueOrThrow({ where: { id: userId } })).email;
    const afterConfirm = await outbox();
    expect(afterConfirm.map((mail) => [mail.kind, mail.to])).toEqual([
      ["booking-confirm", body.email],
      ["booking-visitor", body.email],
      ["booking-operator", operatorEmail],
    ]);
    // The link again, or a page form's post: the same booking, no second pair of invitations.
    expect((await post(confirm, { token: link![1] })).status).toBe(200);
    expect(await outbox()).toHaveLength(3);
  });

  it("names the site's role address as ORGANIZER, under the operator's name, never the operator's sign-in address", async () => {
    const { userId } = await operatorWithHours();
    await db.user.update({ where: { id: userId }, data: { name: "Asha Rao" } });
    const operatorEmail = (await db.user.findUniqueOrThrow({ where: { id: userId } })).email;
    const [slot] = await openSlots();
    const body = visitor(slot!.start);
    expect((await post(confirm, { token: confirmToken(await heldId(await post(book, body))) })).status).toBe(200);
    for (const mail of (await outbox()).filter((mail) => mail.kind !== "booking-confirm")) {
      const { event, vevent, message } = await eventOf(mail);
      expect(event.organizer).toBe("mailto:no-reply@localhost");
      expect(vevent?.getFirstProperty("organizer")?.getParameter("cn")).toBe("Asha Rao");
      expect(message.calendar?.content).not.toContain(operatorEmail);
    }
  });

  it("keeps the slot from others while live, frees it after 15 minutes, and the late link no longer confirms", async () => {
    await operatorWithHours();
    const now = new Date();
    const [slot] = await slotsAfter(now);
    const input = (email: string) => bookingSchema.parse(visitor(slot!.start, email));
    const first = await holdCall(input(uniqueEmail("first")), "203.0.113.1", now);
    // Live: taken for everyone else, and not offered.
    await expect(holdCall(input(uniqueEmail("second")), "203.0.113.2", new Date(now.getTime() + 14 * MINUTE))).rejects.toMatchObject({ status: 409 });
    expect((await openSlots(new Date(now.getTime() + 14 * MINUTE))).map((free) => free.start.getTime())).not.toContain(slot!.start.getTime());
    // Expired: offered again, and a new hold takes it; the first link is refused.
    const later = new Date(now.getTime() + 16 * MINUTE);
    expect((await openSlots(later)).map((free) => free.start.getTime())).toContain(slot!.start.getTime());
    const second = await holdCall(input(uniqueEmail("third")), "203.0.113.3", later);
    expect(await confirmHold(confirmToken(first.id), later)).toBeNull();
    expect(await db.booking.findMany({ select: { id: true } })).toEqual([{ id: second.id }]);
    // Upkeep deletes a hold nobody confirmed, and never a booking.
    expect((await confirmHold(confirmToken(second.id), later))?.status).toBe("booked");
    await holdCall(bookingSchema.parse(visitor((await openSlots(later))[0]!.start)), "203.0.113.4", later);
    expect(await dropExpiredHolds(db, new Date(later.getTime() + 16 * MINUTE))).toBe(1);
    expect(await db.booking.findMany({ select: { id: true, status: true } })).toEqual([{ id: second.id, status: "booked" }]);
    // A hold gets no reminder.
    expect(await queueReminders(db, new Date(slot!.start.getTime() - 60 * MINUTE))).toBe(1);
  });

  it("stores one booking when a late confirm and a new hold of the same time race, and when one link is confirmed twice at once", async () => {
    await operatorWithHours();
    const now = new Date();
    const [slot, other] = await slotsAfter(now);
    const first = await holdCall(bookingSchema.parse(visitor(slot!.start)), "203.0.113.1", now);
    const later = new Date(now.getTime() + 15 * MINUTE + 1);
    const [late, taken] = await Promise.allSettled([
      confirmHold(confirmToken(first.id), later),
      holdCall(bookingSchema.parse(visitor(slot!.start)), "203.0.113.2", later),
    ]);
    expect(late).toEqual({ status: "fulfilled", value: null });
    expect(taken.status).toBe("fulfilled");
    expect(await db.booking.count({ where: { startsAt: slot!.start } })).toBe(1);
    expect(await db.outboxMail.count({ where: { kind: { not: "booking-confirm" } } })).toBe(0);

    const twice = await holdCall(bookingSchema.parse(visitor(other!.start)), "203.0.113.3", now);
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirmHold(confirmToken(twice.id), now)));
    expect(answers.map((answer) => answer?.status)).toEqual(["booked", "booked", "booked", "booked"]);
    expect(await db.outboxMail.count({ where: { kind: "booking-visitor" } })).toBe(1);
    expect(await db.outboxMail.count({ where: { kind: "booking-operator" } })).toBe(1);
  });

  it("caps one mailbox at 3 holds a week whatever its +tag, and one IP at 10 a day, each with its own 429", async () => {
    await operatorWithHours();
    const slots = await openSlots();
    const [local, domain] = uniqueEmail("capped").split("@");
    const variants = [`${local}@${domain}`, `${local}+a@${domain}`, `${local!.toUpperCase()}+b@${domain}`, `${local}+c@${domain}`];
    const statuses = [];
    for (const [n, email] of variants.entries()) statuses.push(await post(book, visitor(slots[n]!.start, email)));
    expect(statuses.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(await statuses[3]!.json()).toEqual({
      error: "This e-mail address has booked as many calls as one address can in a week. Please use the links in the mails we sent, or send us an enquiry.",
    });
    expect(Number(statuses[3]!.headers.get("retry-after"))).toBeGreaterThan(6 * 24 * 60 * 60);
    expect(await db.outboxMail.count({ where: { kind: "booking-confirm" } })).toBe(3);

    const ip = someIp();
    const fromOneIp = [];
    for (let n = 0; n < 11; n++) fromOneIp.push((await post(book, visitor(slots[10 + n]!.start), { "x-client-ip": ip })).status);
    expect(fromOneIp).toEqual([...Array(10).fill(200), 429]);
    const refused = await post(book, visitor(slots[30]!.start), { "x-client-ip": ip });
    expect(await refused.json()).toEqual({ error: "Too many calls were booked from your connection today. Please try again tomorrow, or send us an enquiry." });
    expect(await db.booking.count()).toBe(13);
  });

  it("is listed for the operator, who can release it; a booked call cannot be released, nor by a visitor", async () => {
    const { cookie } = await operatorWithHours();
    const [slot, other] = await openSlots();
    const holdId = await heldId(await post(book, visitor(slot!.start)));
    const bookedId = await heldId(await post(book, visitor(other!.start)));
    expect((await post(confirm, { token: confirmToken(bookedId) })).status).toBe(200);
    const listed = await upcomingBookings();
    expect(listed.map((row) => [row.id, row.heldUntil !== null])).toEqual([
      [holdId, true],
      [bookedId, false],
    ]);

    expect((await post(release, { id: holdId }, { cookie: (await sessionFor("user")).cookie })).status).toBe(403);
    expect((await post(release, { id: bookedId }, { cookie })).status).toBe(400);
    const released = await post(release, { id: holdId }, { cookie });
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ message: "The time is released and free again." });
    expect(await db.booking.findMany({ select: { id: true } })).toEqual([{ id: bookedId }]);
    expect((await openSlots()).map((free) => free.start.getTime())).toContain(slot!.start.getTime());
    expect((await post(confirm, { token: confirmToken(holdId) })).status).toBe(400);
  });
});
