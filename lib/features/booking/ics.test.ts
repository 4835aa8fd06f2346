import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type InvitationInput, invitation } from "./ics";
import { BookingInputError } from "./zone";

const booking: InvitationInput = {
  method: "REQUEST",
  uid: "bk_42@example.com",
  sequence: 0,
  start: new Date("2026-12-03T03:30:00Z"),
  end: new Date("2026-12-03T04:00:00Z"),
  timeZone: "Asia/Kolkata",
  summary: "Call with Solutions At One Place",
  description: "About: hiring, 5 engineers.\nJoin at the link.",
  location: "Google Meet",
  url: "https://example.com/book/bk_42",
  organizer: { name: "Asha Rao", email: "asha@example.com" },
  attendees: [{ name: 'Sam "Jr" Lee', email: "sam@example.org" }],
  stamp: new Date("2026-11-30T10:11:12Z"),
};

/** The invitation as a calendar reads it: ical.js resolves TZIDs through the file's own VTIMEZONE. */
/** The invitation for `booking` held in London from `start` to `end`. */
const inLondon = (start: string | Date, end: string | Date) =>
  invitation({ ...booking, timeZone: "Europe/London", start: new Date(start), end: new Date(end) });

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const event = new ICAL.Event(vevent);
  const time = (name: "dtstart" | "dtend") => {
    const property = vevent.getFirstProperty(name);
    const value = property?.getFirstValue();
    if (!(value instanceof ICAL.Time)) throw new Error(`no ${name}`);
    return { tzid: property?.getParameter("tzid"), zone: value.zone?.tzid, utc: value.toJSDate().toISOString() };
  };
  return { calendar, vevent, event, start: time("dtstart"), end: time("dtend") };
}

describe("a booking's invitation", () => {
  it("is a METHOD:REQUEST with the booking's UID, SEQUENCE, organizer and attendees", () => {
    const { calendar, vevent, event } = read(invitation(booking));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe("bk_42@example.com");
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.summary).toBe("Call with Solutions At One Place");
    expect(event.description).toBe("About: hiring, 5 engineers.\nJoin at the link.");
    expect(event.location).toBe("Google Meet");
    expect(String(vevent.getFirstPropertyValue("url"))).toBe("https://example.com/book/bk_42");
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe("2026-11-30T10:11:12Z");
    expect(event.organizer).toBe("mailto:asha@example.com");
    expect(vevent.getFirstProperty("organizer")?.getParameter("cn")).toBe("Asha Rao");
    expect(
      event.attendees.map((attendee) => ({
        address: String(attendee.getFirstValue()).toLowerCase(),
        cn: attendee.getParameter("cn"),
        partstat: attendee.getParameter("partstat"),
        rsvp: attendee.getParameter("rsvp"),
      })),
    ).toEqual([{ address: "mailto:sam@example.org", cn: "Sam 'Jr' Lee", partstat: "NEEDS-ACTION", rsvp: "TRUE" }]);
  });

  it("writes a Kolkata meeting on the operator's clock, and it resolves to the exact instant", () => {
    const { start, end } = read(invitation(booking));
    expect(start).toEqual({ tzid: "Asia/Kolkata", zone: "Asia/Kolkata", utc: "2026-12-03T03:30:00.000Z" });
    expect(end).toEqual({ tzid: "Asia/Kolkata", zone: "Asia/Kolkata", utc: "2026-12-03T04:00:00.000Z" });
    expect(invitation(booking)).toContain("DTSTART;TZID=Asia/Kolkata:20261203T090000\r\n");
  });

  it.each([
    ["before London goes back", "2026-10-24T08:00:00.000Z"],
    ["after London goes back", "2026-10-26T09:00:00.000Z"],
    ["before London goes forward", "2026-03-28T09:00:00.000Z"],
    ["after London goes forward", "2026-03-30T08:00:00.000Z"],
  ])("writes 09:00 London %s, and it resolves to the exact instant", (_, utc) => {
    const startAt = new Date(utc);
    const text = inLondon(startAt, new Date(startAt.getTime() + 30 * 60_000));
    expect(text).toMatch(/\r\nDTSTART;TZID=Europe\/London:2026\d{4}T090000\r\n/);
    expect(read(text).start).toEqual({ tzid: "Europe/London", zone: "Europe/London", utc });
  });

  it("resolves a meeting across the change of the clocks at both ends", () => {
    // 00:30 BST to 02:30 GMT on 25 Oct 2026: two hours on the clock, three by the watch.
    const text = inLondon("2026-10-24T23:30:00Z", "2026-10-25T02:30:00Z");
    expect(text).toContain("DTSTART;TZID=Europe/London:20261025T003000\r\n");
    expect(text).toContain("DTEND;TZID=Europe/London:20261025T023000\r\n");
    const { start, end } = read(text);
    expect([start.utc, end.utc]).toEqual(["2026-10-24T23:30:00.000Z", "2026-10-25T02:30:00.000Z"]);
  });

  it("resolves a meeting that starts the moment London goes forward", () => {
    const text = inLondon("2026-03-29T01:00:00Z", "2026-03-29T01:30:00Z");
    expect(text).toContain("DTSTART;TZID=Europe/London:20260329T020000\r\n");
    expect(read(text).start.utc).toBe("2026-03-29T01:00:00.000Z");
  });

  it("describes the zone's summer and winter observances with their onsets and offsets", () => {
    const text = inLondon("2026-07-01T08:00:00Z", "2026-07-01T08:30:00Z");
    const zone = read(text).calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/London");
    expect(
      zone
        ?.getAllSubcomponents()
        .map((observance) => [
          observance.name,
          String(observance.getFirstPropertyValue("dtstart")),
          String(observance.getFirstPropertyValue("tzoffsetfrom")),
          String(observance.getFirstPropertyValue("tzoffsetto")),
        ]),
    ).toEqual([
      ["daylight", "2026-03-29T01:00:00", "+00:00", "+01:00"],
      ["standard", "2026-10-25T02:00:00", "+01:00", "+00:00"],
    ]);
    expect(text).toContain("TZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\n");
  });

  it.each([
    // Abidjan's last change left local mean time, 16 min 8 s behind GMT, in 1912.
    ["Africa/Abidjan", "DTSTART:19120101T000000\r\nTZOFFSETFROM:-001608\r\nTZOFFSETTO:+0000"],
    ["Etc/UTC", "DTSTART:19700101T000000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000"],
  ])("describes %s, a zone with no change ahead, by its last observance", (timeZone, observance) => {
    const text = invitation({ ...booking, timeZone });
    expect(text).toContain(`\r\nBEGIN:STANDARD\r\n${observance}\r\nEND:STANDARD\r\n`);
    expect(read(text).start).toEqual({ tzid: timeZone, zone: timeZone, utc: "2026-12-03T03:30:00.000Z" });
  });

  it("resolves an event that spans several changes of the clocks", () => {
    const text = inLondon("2026-10-24T08:00:00Z", "2027-04-01T08:00:00Z");
    expect(read(text).end.utc).toBe("2027-04-01T08:00:00.000Z");
  });

  // London's clock reads 01:00–02:00 twice that night, and calendars disagree on which one a TZID time means.
  it.each([
    ["starts", "2026-10-25T01:00:00Z", "2026-10-25T02:00:00Z", "DTSTART:20261025T010000Z"],
    ["ends", "2026-10-24T23:30:00Z", "2026-10-25T00:30:00Z", "DTEND:20261025T003000Z"],
  ])("writes in UTC a meeting that %s in the hour the clocks repeat", (_, from, to, line) => {
    const text = inLondon(from, to);
    expect(text).toContain(`\r\n${line}\r\n`);
    expect(text).not.toContain("TZID");
    const { start, end } = read(text);
    expect([start.utc, end.utc]).toEqual([new Date(from).toISOString(), new Date(to).toISOString()]);
  });
});

describe("a cancelled booking's invitation", () => {
  it("is a METHOD:CANCEL of the same UID with the next SEQUENCE and STATUS:CANCELLED", () => {
    const { calendar, vevent, event, start } = read(invitation({ ...booking, method: "CANCEL", sequence: 1 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe("bk_42@example.com");
    expect(event.sequence).toBe(1);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      "mailto:sam@example.org",
    ]);
    expect(start.utc).toBe("2026-12-03T03:30:00.000Z");
  });
});

describe("an invitation's input", () => {
  it("refuses an unknown zone, a meeting that ends before it starts, a UID with spaces and a negative sequence", () => {
    expect(() => invitation({ ...booking, timeZone: "Mars/Olympus" })).toThrow(
      new BookingInputError('"Mars/Olympus" is not a known time zone.'),
    );
    expect(() => invitation({ ...booking, end: booking.start })).toThrow("The meeting must end after it starts.");
    expect(() => invitation({ ...booking, uid: "bk 42\r\nX-INJECTED:1" })).toThrow(BookingInputError);
    expect(() => invitation({ ...booking, sequence: -1 })).toThrow(BookingInputError);
  });
});
