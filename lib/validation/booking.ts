// Booking a call: the visitor's form (a slot, who, about what) and the operator's availability
// form, as a script's JSON or a page's form post (every value a string) sends them.
import { z } from "zod/mini";
import { BOOKING_FIELD_MAX } from "../content/booking";
import { optionalText, requiredEmail, requiredLongText, requiredText } from "./wizard/fields";

/** True for an IANA time zone this runtime knows ("Asia/Kolkata", "America/New_York", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_+\-/0-9]{1,64}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = z.string().check(z.refine(isTimeZone, { error: "Choose a time zone" }));
const instant = z.pipe(
  z
    .string({ error: "Please choose a time." })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/, { error: "Please choose a time." })),
  z.transform((value: string) => new Date(value)),
);
/** The enquiry a booking came from (its thank-you step): "business:<uuid>" or "partnership:<uuid>". */
const enquiry = z.optional(
  z.union([z.literal(""), z.string().check(z.regex(/^(business|partnership):[0-9a-f-]{36}$/i))]),
);

export const bookingSchema = z.object({
  start: instant,
  name: requiredText("Your name is required", BOOKING_FIELD_MAX.name),
  email: requiredEmail(),
  company: optionalText(BOOKING_FIELD_MAX.company),
  topic: requiredLongText("Please say what you would like to talk about", BOOKING_FIELD_MAX.topic),
  timeZone: z.optional(timeZone),
  enquiry,
});
export type BookingInput = z.output<typeof bookingSchema>;

export const manageBookingSchema = z.object({ token: z.string().check(z.maxLength(500)), start: z.optional(instant) });
export type ManageBookingInput = z.output<typeof manageBookingSchema>;
/** The operator's release of a held time: the booking's id. */
export const releaseHoldSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
/** The operator's cancel or move of a booked call from its page: the booking's id, and the new time for a move. */
export const operatorCallSchema = z.extend(releaseHoldSchema, { start: z.optional(instant) });

/** The longest meeting place an operator may give: a video link or "Office, 4th floor, MG Road, Pune". */
export const MEETING_PLACE_MAX = 200;
export const MEETING_PLACE_ERRORS = {
  tooLong: `Meeting link or place: at most ${MEETING_PLACE_MAX} characters`,
  oneLine: "Meeting link or place: one line",
  https: "Meeting link: use a full https:// address",
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.optional(
  z.union([z.literal(""), z.string().check(z.regex(HH_MM, { error: "Use HH:MM, for example 09:30" }))]),
);
const minutes = (label: string, min: number, max: number) =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z
        .int({ error: `${label}: a whole number` })
        .check(
          z.minimum(min, { error: `${label}: at least ${min}` }),
          z.maximum(max, { error: `${label}: at most ${max}` }),
        ),
    ),
  );
export const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type DayField = `from${(typeof DAYS)[number]}` | `to${(typeof DAYS)[number]}`;
const dayFields = Object.fromEntries(
  DAYS.flatMap((day) => [
    [`from${day}`, clock],
    [`to${day}`, clock],
  ]),
) as Record<DayField, typeof clock>;

const availabilityForm = z.object({
  timeZone,
  ...dayFields,
  meetingMinutes: minutes("Meeting length", 15, 120),
  bufferMinutes: minutes("Buffer", 0, 120),
  horizonDays: minutes("Days ahead", 1, 90),
  minNoticeMinutes: minutes("Minimum notice", 0, 14 * 24 * 60),
  blockedDates: z.optional(z.string().check(z.maxLength(4000))),
  meetingPlace: z.optional(z.string().check(z.maxLength(MEETING_PLACE_MAX * 2))),
  active: z.optional(z.string()),
});

/** The meeting place as stored: null when empty, an https URL, or one short line of text; else the error. */
export function meetingPlaceOf(raw: string | undefined): { place: string | null } | { error: string } {
  const text = (raw ?? "").trim();
  if (!text) return { place: null };
  if (text.length > MEETING_PLACE_MAX) return { error: MEETING_PLACE_ERRORS.tooLong };
  if (/[\u0000-\u001f\u007f]/.test(text)) return { error: MEETING_PLACE_ERRORS.oneLine };
  // Anything that looks like an address must be a whole https one: calendars make it a link.
  if (!/^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/i.test(text)) return { place: text };
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname ? { place: url.href } : { error: MEETING_PLACE_ERRORS.https };
  } catch {
    return { error: MEETING_PLACE_ERRORS.https };
  }
}

/** The availability form, as the weekly ranges, days off and settings the slots are computed from. */
export const availabilitySchema = z.pipe(
  availabilityForm,
  z.transform((form: z.output<typeof availabilityForm>, ctx) => {
    const weekly = [];
    for (const day of DAYS) {
      const start = form[`from${day}`] ?? "";
      const end = form[`to${day}`] ?? "";
      if (!start && !end) continue;
      if (!start || !end || start >= end) {
        ctx.issues.push({
          code: "custom",
          message: "Give a start before the end, or leave both empty",
          input: start,
          path: [`from${day}`],
        });
        continue;
      }
      weekly.push({ day, start, end });
    }
    const blockedDates = (form.blockedDates ?? "").split(/\s+/).filter(Boolean);
    const bad = blockedDates.find(
      (date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)),
    );
    if (bad)
      ctx.issues.push({
        code: "custom",
        message: `Not a date (YYYY-MM-DD): ${bad}`,
        input: bad,
        path: ["blockedDates"],
      });
    const place = meetingPlaceOf(form.meetingPlace);
    if ("error" in place)
      ctx.issues.push({ code: "custom", message: place.error, input: form.meetingPlace, path: ["meetingPlace"] });
    const meetingPlace = "place" in place ? place.place : null;
    const { timeZone: zone, meetingMinutes, bufferMinutes, horizonDays, minNoticeMinutes } = form;
    return {
      timeZone: zone,
      weekly,
      meetingMinutes,
      bufferMinutes,
      horizonDays,
      minNoticeMinutes,
      blockedDates: [...new Set(blockedDates)].sort(),
      meetingPlace,
      active: form.active === "on" || form.active === "true",
    };
  }),
);
export type AvailabilityInput = z.output<typeof availabilitySchema>;
