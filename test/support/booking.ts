// Booking a call in the handler tests: requests as a browser sends them (a new IP each), an
// operator with hours every day, a visitor's details, booking as a visitor does (hold, then the
// mailed link), and the invitation of a mail read back with an iCalendar parser.
import ICAL from "ical.js";
import { expect } from "vitest";
import { POST as saveAvailability } from "@/app/api/admin/availability/route";
import { POST as book } from "@/app/api/booking/route";
import { POST as confirm } from "@/app/api/booking/confirm/route";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { confirmToken } from "@/lib/features/booking/hold";
import { sessionFor } from "./session";
import { db, uniqueEmail } from "./wizard";

let ip = 0;
export function post(handler: (request: Request, context: unknown) => Promise<Response>, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost:3000/api/x", {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", accept: "application/json", "x-client-ip": `10.7.0.${++ip}`, ...headers },
    body: JSON.stringify(body),
  });
  return handler(request, {});
}

export const HOURS = {
  timeZone: "Asia/Kolkata",
  meetingMinutes: "30",
  bufferMinutes: "0",
  horizonDays: "14",
  minNoticeMinutes: "0",
  active: "on",
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].flatMap((day) => [
      [`from${day}`, "09:00"],
      [`to${day}`, "17:00"],
    ]),
  ),
};

export async function operatorWithHours() {
  const { cookie, userId } = await sessionFor("operator");
  expect((await post(saveAvailability, HOURS, { cookie })).status).toBe(200);
  return { cookie, userId };
}

export const visitor = (start: Date, email = uniqueEmail("booker")) => ({
  start: start.toISOString(),
  name: "Dana Scully",
  email,
  company: "FBI",
  topic: "A data platform",
  timeZone: "America/New_York",
});
export const mailsTo = (to: string) => db.outboxMail.findMany({ where: { to, kind: { not: "booking-confirm" } }, orderBy: { createdAt: "asc" } });

/** Books as a visitor does: holds the time, then confirms it from the mailed link. */
export async function bookConfirmed(body: ReturnType<typeof visitor>): Promise<Response> {
  const held = await post(book, body);
  if (held.status !== 200) return held;
  const { id } = (await held.json()) as { id: string };
  return post(confirm, { token: confirmToken(id) });
}

/** The VEVENT of a mail's iCalendar part, parsed by ical.js. */
export async function eventOf(mail: { kind: string; to: string; payload: string }) {
  const message = await renderOutboxMail(mail.kind, mail.to, JSON.parse(mail.payload) as Record<string, unknown>);
  expect(message.calendar).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(message.calendar?.content ?? ""));
  const vevent = calendar.getFirstSubcomponent("vevent") ?? undefined;
  return { message, method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(vevent), vevent };
}
