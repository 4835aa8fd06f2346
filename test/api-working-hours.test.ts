// The working-hours and holiday handlers (/admin/working-hours): operators only, every value
// parsed, a page's form sent back with what was done or what went wrong, each change audited and
// the due time of the next record counted on it at once.
import { describe, expect, it } from "vitest";
import { POST as postHolidays } from "@/app/api/admin/holidays/route";
import { POST as postHours } from "@/app/api/admin/working-hours/route";
import { dueAtFor } from "@/lib/features/workspace";
import { post } from "./support/booking";
import { sessionFor } from "./support/session";
import { db } from "./support/wizard";
import { resetEachTest } from "./support/reset";

resetEachTest("auditEvent", "holiday", "siteSetting");

const WEEK = { timeZone: "Europe/London", start: "09:00", end: "17:00", day1: "on", day2: "on", day3: "on", day4: "on", day5: "on" };
const FRIDAY_EVENING = new Date("2026-11-27T19:00:00Z");

function form(handler: typeof postHours, fields: Record<string, string>, cookie: string) {
  const request = new Request("http://localhost:3000/api/admin/x", {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie },
    body: new URLSearchParams(fields).toString(),
  });
  return handler(request, { params: Promise.resolve({}) });
}

describe("the working hours", () => {
  it("are for operators only", async () => {
    expect((await post(postHours, WEEK)).status).toBe(401);
    const { cookie } = await sessionFor("user");
    expect((await post(postHours, WEEK, { cookie })).status).toBe(403);
    expect((await post(postHolidays, { day: "2026-12-25", name: "Christmas" }, { cookie })).status).toBe(403);
    expect(await db.siteSetting.count()).toBe(0);
    expect(await db.holiday.count()).toBe(0);
  });

  it("are saved, audited and count for the next record at once", async () => {
    const { cookie } = await sessionFor("operator");
    expect((await post(postHours, WEEK, { cookie })).status).toBe(200);
    expect(await dueAtFor(FRIDAY_EVENING)).toEqual(new Date("2026-11-30T17:00:00Z"));
    expect((await post(postHours, { ...WEEK, day1: "", end: "16:00" }, { cookie })).status).toBe(200);
    expect(await dueAtFor(FRIDAY_EVENING)).toEqual(new Date("2026-12-01T16:00:00Z"));
    const trail = await db.auditEvent.findMany({ where: { action: "working-hours-save" }, orderBy: { at: "asc" } });
    expect(trail.map((event) => event.detail)).toEqual(["1,2,3,4,5 09:00-17:00 Europe/London", "2,3,4,5 09:00-16:00 Europe/London"]);
  });

  it("refuses a week without a working day, a close before the opening, a clock or a zone that is not one", async () => {
    const { cookie } = await sessionFor("operator");
    const fieldsOf = async (body: Record<string, string>) => {
      const answer = await post(postHours, body, { cookie });
      expect(answer.status).toBe(422);
      return ((await answer.json()) as { errors: Array<{ field: string; msg: string }> }).errors;
    };
    const noDays = { timeZone: "Europe/London", start: "09:00", end: "17:00" };
    expect(await fieldsOf(noDays)).toEqual([{ field: "day1", msg: "Choose at least one working day." }]);
    expect(await fieldsOf({ ...WEEK, end: "08:00" })).toEqual([{ field: "end", msg: "The closing time must come after the opening time." }]);
    expect((await fieldsOf({ ...WEEK, start: "9am" })).map((error) => error.field)).toEqual(["start"]);
    expect((await fieldsOf({ ...WEEK, timeZone: "Mars/Olympus" })).map((error) => error.field)).toEqual(["timeZone"]);
    expect(await db.siteSetting.count()).toBe(0);
  });

  it("sends a page's form back to the page, saying what was done or what went wrong", async () => {
    const { cookie } = await sessionFor("operator");
    const saved = await form(postHours, WEEK, cookie);
    expect([saved.status, saved.headers.get("location")]).toEqual([303, "/admin/working-hours?saved=hours"]);
    const refused = await form(postHours, { ...WEEK, end: "08:00" }, cookie);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/admin/working-hours?error=${encodeURIComponent("The closing time must come after the opening time.")}`);
  });
});

describe("the holidays", () => {
  it("are added and removed, each audited, and move the due time", async () => {
    const { cookie } = await sessionFor("operator");
    await post(postHours, WEEK, { cookie });
    const added = await form(postHolidays, { day: "2026-11-30", name: "St Andrew's Day" }, cookie);
    expect(added.headers.get("location")).toBe("/admin/working-hours?saved=added");
    expect(await db.holiday.findMany()).toEqual([{ day: "2026-11-30", name: "St Andrew's Day" }]);
    expect(await dueAtFor(FRIDAY_EVENING)).toEqual(new Date("2026-12-01T17:00:00Z"));
    const removed = await form(postHolidays, { day: "2026-11-30", remove: "1" }, cookie);
    expect(removed.headers.get("location")).toBe("/admin/working-hours?saved=removed");
    expect(await db.holiday.count()).toBe(0);
    expect(await dueAtFor(FRIDAY_EVENING)).toEqual(new Date("2026-11-30T17:00:00Z"));
    const details = (await db.auditEvent.findMany({ where: { action: "working-hours-save" }, orderBy: { at: "asc" } })).map((event) => event.detail);
    expect(details.slice(1)).toEqual(["holiday 2026-11-30 added", "holiday 2026-11-30 removed"]);
  });

  it("refuses a day that does not exist and a holiday without a name", async () => {
    const { cookie } = await sessionFor("operator");
    for (const body of [
      { day: "2026-02-30", name: "Nowhere" },
      { day: "30/11/2026", name: "Wrong order" },
      { day: "2026-12-25", name: "  " },
    ])
      expect((await post(postHolidays, body, { cookie })).status, JSON.stringify(body)).toBe(422);
    expect(await db.holiday.count()).toBe(0);
  });
});
