// The operator's working-hours form (/admin/working-hours) and the holiday forms, as a page's form
// post (every value a string; a ticked day sends "on") or a script's JSON sends them.
import { z } from "zod/mini";
import { WEEKDAYS, WORKING_HOURS_ERRORS, type WorkingHours } from "../content/workspace-promise";
import { timeZone } from "./booking";

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: WORKING_HOURS_ERRORS.clock }));
const ticked = z.optional(z.string().check(z.maxLength(8)));
type DayField = `day${(typeof WEEKDAYS)[number]}`;
const dayFields = Object.fromEntries(WEEKDAYS.map((day) => [`day${day}`, ticked])) as Record<DayField, typeof ticked>;

const hoursForm = z.object({ timeZone, start: clock, end: clock, ...dayFields });

export const workingHoursSchema = z.pipe(
  hoursForm,
  z.transform((form: z.output<typeof hoursForm>, ctx): WorkingHours => {
    const days = WEEKDAYS.filter((day) => Boolean(form[`day${day}`]));
    if (days.length === 0)
      ctx.issues.push({ code: "custom", message: WORKING_HOURS_ERRORS.noDays, input: "", path: ["day1"] });
    if (form.start >= form.end)
      ctx.issues.push({ code: "custom", message: WORKING_HOURS_ERRORS.order, input: form.end, path: ["end"] });
    return { timeZone: form.timeZone, days, start: form.start, end: form.end };
  }),
);

/** A calendar day that exists, "YYYY-MM-DD" (not 30 February). */
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: WORKING_HOURS_ERRORS.day }),
  z.refine(
    (value) => {
      const parsed = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(value);
    },
    { error: WORKING_HOURS_ERRORS.day },
  ),
);

const holidayForm = z.object({
  day,
  name: z.optional(z.string().check(z.maxLength(80, { error: WORKING_HOURS_ERRORS.name }))),
  remove: z.optional(z.literal("1")),
});

/** Adds a holiday (a day and its name), or with `remove` takes the day off the list. */
export const holidaySchema = z.pipe(
  holidayForm,
  z.transform((form: z.output<typeof holidayForm>, ctx) => {
    const name = (form.name ?? "").trim();
    if (!form.remove && !name)
      ctx.issues.push({ code: "custom", message: WORKING_HOURS_ERRORS.name, input: "", path: ["name"] });
    return form.remove ? { day: form.day, remove: true as const } : { day: form.day, name, remove: false as const };
  }),
);
export type HolidayInput = z.output<typeof holidaySchema>;
