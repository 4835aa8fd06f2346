// Candidates book their own interview (issue 38, item 3): the operator's invitation from an
// application's record (the "Invite to interview" message with its signed link), the candidate's
// free times of the invitation's length, the booking (invitations to both with the invitation's
// place, the application moved to Interview, the timeline's booking), "just taken", and moving and
// cancelling from the mail's link with the interview's own length.
import { describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
import { POST as invite } from "@/app/api/admin/work/[kind]/[id]/interview/route";
import { POST as bookInterview } from "@/app/api/interview/route";
import { INTERVIEW_INVITE_DAYS, INTERVIEW_TEXT } from "@/lib/content/interview";
import { BOOKING_TEXT } from "@/lib/content/booking";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { interviewOfToken, interviewSlots, latestInvite } from "@/lib/features/booking/interview-book";
import { cancelBooking, manageToken, moveChoices, moveBooking } from "@/lib/features/booking/manage";
import { queueReminders } from "@/lib/features/booking/reminders";
import { eventOf, operatorWithHours, post } from "./support/booking";
import { sessionFor } from "./support/session";
import { db } from "./support/wizard";
import { resetEachTest } from "./support/reset";
import { seedWorkItem } from "./support/work-item";

const LINK = "https://meet.example.com/int-view-abc";
const MINUTE = 60_000;

resetEachTest("message", "interviewInvite", "booking", "workItem", "bookingAvailability", "outboxMail", "auditEvent");

let records = 0;
/** An application's work item, at the first stage, owned by `ownerId`. */
async function application(ownerId: string | null, email = `cand-${++records}@example.com`) {
  const recordId = `interview-${records}-${Date.now().toString(36)}`;
  const itemId = await seedWorkItem({ kind: "career", recordId, ownerId, name: "Grace Hopper", email, title: "Data Engineer" });
  return { recordId, itemId, email };
}

/** Two candidates of one interviewer invited, and the first free time both are offered. */
async function twoInvitedToOneTime() {
  const { cookie, userId } = await operatorWithHours();
  const first = await application(userId);
  const second = await application(userId);
  const a = await invited(cookie, first.recordId);
  const b = await invited(cookie, second.recordId);
  return { a, b, start: (await interviewSlots((await interviewOfToken(a.token))!.invite))[0]!.start };
}

/** Invites as the record's page does; the link's token from the message written. */
async function invited(cookie: string, recordId: string, body: Record<string, string> = { minutes: "45", place: LINK }) {
  const answer = await post(
    (request, context) => invite(request, { params: Promise.resolve({ kind: "career", id: recordId }), ...(context as object) }),
    body,
    { cookie },
  );
  expect(answer.status).toBe(200);
  const message = await db.message.findFirstOrThrow({ where: { itemId: `career:${recordId}` }, orderBy: { createdAt: "desc" } });
  const token = /\/interview\/([A-Za-z0-9_.-]+)/.exec(message.body)?.[1] ?? "";
  return { message, token };
}

const book = (token: string, start: Date, timeZone = "America/New_York") => post(bookInterview, { token, start: start.toISOString(), timeZone });

describe("inviting an application to an interview", () => {
  it("writes the interview template with the signed link, the first name and the job, as one message and one mail", async () => {
    const { cookie, userId } = await operatorWithHours();
    const { recordId, itemId, email } = await application(userId);
    const { message, token } = await invited(cookie, recordId);
    const invitation = await db.interviewInvite.findFirstOrThrow({ where: { itemId } });
    expect(invitation).toMatchObject({ operatorId: userId, minutes: 45, place: LINK, status: "open" });
    const days = (invitation.expiresAt.getTime() - invitation.createdAt.getTime()) / (24 * 60 * MINUTE);
    expect(days).toBe(INTERVIEW_INVITE_DAYS);
    expect(message).toMatchObject({ direction: "out", templateId: "template:interview", subject: "Interview for Data Engineer" });
    expect(message.body).toContain("Hello Grace,");
    expect(message.body).toContain(`http://localhost:3000/interview/${token}`);
    const mails = await db.outboxMail.findMany();
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([["conversation", email]]);
    const rendered = await renderOutboxMail("conversation", email, JSON.parse(mails[0]!.payload) as Record<string, unknown>);
    expect(rendered.text).toContain(`/interview/${token}`);
    expect((await interviewOfToken(token))?.invite.id).toBe(invitation.id);
    expect(await latestInvite(itemId)).toMatchObject({ status: "open", minutes: 45, startsAt: null });
    const later = new Date(invitation.expiresAt.getTime() + 1);
    expect(await latestInvite(itemId, later)).toMatchObject({ status: "expired" });
  });

  it("refuses without booking hours, a bad place, and a lead; nothing is stored", async () => {
    const { cookie, userId } = await sessionFor("operator");
    const { recordId } = await application(userId);
    const none = await post(
      (request) => invite(request, { params: Promise.resolve({ kind: "career", id: recordId }) }),
      { minutes: "30", place: LINK },
      { cookie },
    );
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: string }).error).toBe(
      "operator has no booking hours. Set them under Booking hours first, or give the record to an operator who has.",
    );
    const hours = await operatorWithHours();
    const { recordId: other } = await application(hours.userId);
    for (const body of [
      { minutes: "30", place: "http://meet.example.com/x" },
      { minutes: "30", place: "" },
      { minutes: "20", place: LINK },
    ]) {
      const answer = await post((request) => invite(request, { params: Promise.resolve({ kind: "career", id: other }) }), body, { cookie: hours.cookie });
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const lead = await post(
      (request) => invite(request, { params: Promise.resolve({ kind: "contact", id: other }) }),
      { minutes: "30", place: LINK },
      { cookie: hours.cookie },
    );
    expect(lead.status).toBe(404);
    expect(await db.interviewInvite.count()).toBe(0);
    expect(await db.message.count()).toBe(0);
  });
});

describe("the candidate's booking", () => {
  it("offers times of the invitation's length and books one: invitations to both with the place, Interview stage, timeline", async () => {
    const { cookie, userId } = await operatorWithHours();
    const { recordId, itemId, email } = await application(userId);
    const { token } = await invited(cookie, recordId);
    await db.outboxMail.deleteMany();
    const slots = await interviewSlots((await interviewOfToken(token))!.invite);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(45 * MINUTE);

    const answer = await book(token, slots[0]!.start);
    expect(answer.status).toBe(200);
    const booking = await db.booking.findFirstOrThrow();
    expect(booking).toMatchObject({
      status: "booked",
      email,
      name: "Grace Hopper",
      topic: "Interview: Data Engineer",
      visitorTimeZone: "America/New_York",
      operatorId: userId,
    });
    expect(booking.endsAt.getTime() - booking.startsAt.getTime()).toBe(45 * MINUTE);
    const invitation = await db.interviewInvite.findFirstOrThrow({ where: { itemId } });
    expect(invitation).toMatchObject({ status: "booked", bookingId: booking.id });
    expect(booking.inviteId).toBe(invitation.id);
    expect(await latestInvite(itemId)).toMatchObject({ status: "booked", startsAt: booking.startsAt });

    const mails = await db.outboxMail.findMany({ orderBy: { kind: "asc" } });
    expect(mails.map((mail) => mail.kind)).toEqual(["booking-operator", "booking-visitor"]);
    for (const mail of mails) {
      const { event, message } = await eventOf(mail);
      expect(event.location).toBe(LINK);
      expect(event.duration.toSeconds()).toBe(45 * 60);
      expect(message.text).toContain(LINK);
      expect(message.subject).toMatch(mail.kind === "booking-visitor" ? /^Interview booked: / : /^Interview booked with Grace Hopper: /);
    }
    const toCandidate = await renderOutboxMail("booking-visitor", email, JSON.parse(mails[1]!.payload) as Record<string, unknown>);
    expect(toCandidate.text).toContain("Your 45-minute interview with our team is booked for ");
    const item = await db.workItem.findUniqueOrThrow({ where: { id: itemId }, include: { events: true } });
    expect(item.stageId).toBe("applications:interview");
    expect(item.events.map((event) => event.type).sort()).toEqual(["booking", "stage"]);

    // The 24-hour reminder covers it, with the invitation's place.
    await db.outboxMail.deleteMany();
    expect(await queueReminders(db, new Date(booking.startsAt.getTime() - 60 * MINUTE))).toBe(1);
    const [reminder] = await db.outboxMail.findMany();
    expect(reminder).toMatchObject({ kind: "booking-visitor", to: email });
    const reminded = await renderOutboxMail(reminder!.kind, reminder!.to, JSON.parse(reminder!.payload) as Record<string, unknown>);
    expect(reminded.subject).toMatch(/^Reminder: your interview /);
    expect(reminded.text).toContain(LINK);

    // The same link again: already booked.
    const again = await book(token, slots[1]!.start);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe(INTERVIEW_TEXT.invalidLink);
    expect(await db.booking.count()).toBe(1);
  });

  it("answers 409 just taken when another candidate took the time, and books nothing", async () => {
    const { a, b, start } = await twoInvitedToOneTime();
    const [one, two] = await Promise.all([book(a.token, start), book(b.token, start)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const taken = one.status === 409 ? one : two;
    expect(((await taken.json()) as { error: string }).error).toBe(BOOKING_TEXT.taken);
    expect(await db.booking.count()).toBe(1);
    expect(await db.interviewInvite.count({ where: { status: "open" } })).toBe(1);
  });

  it("works as a plain form: booked goes on to the page saying so, taken goes back to it with the problem", async () => {
    const { a, b, start: startsAt } = await twoInvitedToOneTime();
    const start = startsAt.toISOString();
    const form = (token: string) =>
      bookInterview(
        new Request("http://localhost:3000/api/interview", {
          method: "POST",
          headers: {
            host: "localhost:3000",
            "content-type": "application/x-www-form-urlencoded",
            "sec-fetch-mode": "navigate",
            "x-client-ip": `10.8.0.${++records}`,
          },
          body: new URLSearchParams({ token, start, timeZone: "Europe/London" }).toString(),
        }),
        {} as never,
      );
    const booked = await form(a.token);
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toBe(`/interview/${a.token}?booked=1`);
    const taken = await form(b.token);
    expect(taken.status).toBe(303);
    expect(taken.headers.get("location")).toBe(`/interview/${b.token}?error=taken`);
    expect(await db.booking.count()).toBe(1);
  });

  it("refuses an expired or withdrawn link", async () => {
    const { cookie, userId } = await operatorWithHours();
    const { recordId, itemId } = await application(userId);
    const older = await invited(cookie, recordId);
    const newer = await invited(cookie, recordId);
    expect(await interviewOfToken(older.token)).toBeNull();
    const start = (await interviewSlots((await interviewOfToken(newer.token))!.invite))[0]!.start;
    expect((await book(older.token, start)).status).toBe(400);
    await db.interviewInvite.updateMany({ where: { itemId }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await book(newer.token, start)).status).toBe(400);
    expect(await db.booking.count()).toBe(0);
  });

  it("moves with the interview's own length and cancels back to an open invitation the link can book again", async () => {
    const { cookie, userId } = await operatorWithHours();
    const { recordId, itemId } = await application(userId);
    const { token } = await invited(cookie, recordId, { minutes: "60", place: "Office, 4th floor, MG Road, Pune" });
    const slots = await interviewSlots((await interviewOfToken(token))!.invite);
    expect((await book(token, slots[0]!.start)).status).toBe(200);
    const booking = await db.booking.findFirstOrThrow();
    const choices = await moveChoices(booking);
    for (const slot of choices) expect(slot.end.getTime() - slot.start.getTime()).toBe(60 * MINUTE);
    const moved = await moveBooking(manageToken(booking), choices.at(-1)!.start);
    expect(moved.endsAt.getTime() - moved.startsAt.getTime()).toBe(60 * MINUTE);

    await cancelBooking(manageToken(moved));
    expect(await db.interviewInvite.findFirstOrThrow({ where: { itemId } })).toMatchObject({ status: "open", bookingId: null });
    expect((await book(token, slots[0]!.start)).status).toBe(200);
    expect(await db.booking.count({ where: { status: "booked" } })).toBe(1);
    expect(await db.booking.count({ where: { status: "cancelled" } })).toBe(1);
  });
});
