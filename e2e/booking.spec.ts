// Booking a call, as a business buyer in another time zone does it from Connect Now: the operator
// sets their hours, the visitor sees free times in their own zone and books one without an account;
// the time is held and the only mail is a confirmation link until they follow it, then both
// mailboxes get one invitation whose .ics names the right instant; the mailed link moves and then
// cancels the call, each sending the updated or cancelling invitation. Without JavaScript too.
import type { Browser, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import ICAL from "ical.js";
import { DEFAULT_COMPANY_DETAILS } from "../lib/content/site";
import { execute, signIn } from "./support/accounts";
import { expect, expectNoAxeViolations, query, test, uniqueEmail } from "./support/fixtures";
import { saveDailyHours } from "./support/hours";
import { linkIn, mailTo, rawHeader, waitForNthMail } from "./support/mail";

/** The invitation's METHOD, SEQUENCE, UTC start and STATUS, read with an iCalendar parser. */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(part, `an iCalendar part in "${mail.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part?.content.toString("utf8") ?? ""));
  const vevent = calendar.getFirstSubcomponent("vevent") ?? undefined;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    status: vevent?.getFirstPropertyValue("status") ?? null,
    uid: event.uid,
    location: event.location,
  };
}

const HELD = /^We are holding .+ for you\. Check your inbox: confirm within 15 minutes to keep this time\.$/;
const BOOKED = /^Your call is booked for .+\. An invitation is on its way to your e-mail address\.$/;

/** An operator who takes calls 09:00–17:00 every day in Asia/Kolkata, signed in in their own context. */
// A booking goes to the first operator free at its time: each test's operator is the only one
// taking bookings, and the tests take turns, so each reads its own operator's mail and list.
// Each test walks a dozen pages and waits for several mails: more than the default 30 s on loaded cores.
test.describe.configure({ mode: "serial", timeout: 120_000 });

async function operatorWithHours(browser: Browser, meetingPlace = "") {
  execute(`DELETE FROM "BookingAvailability"`);
  const operatorContext = await browser.newContext();
  const operator = await signIn(operatorContext, "operator");
  const admin = await operatorContext.newPage();
  await saveDailyHours(admin, meetingPlace);
  return { operator, operatorContext, admin };
}

/** The visitor's details, typed into the booking form. */
async function fillDetails(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Your name").fill("Dana Scully");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Company (optional)").fill("Acme Health");
  await main.getByLabel("What would you like to talk about?").fill("Moving our records to the cloud.");
}

/** The confirmation is the only mail the held time sent; its link's button books the call. */
async function confirmFromMail(page: Page, email: string) {
  const confirmation = await waitForNthMail(email, /^Please confirm your call$/, 1);
  expect(confirmation.attachments).toEqual([]);
  expect(confirmation.text).not.toMatch(/Dana|Acme|records/);
  expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(["Please confirm your call"]);
  await page.goto(linkIn(confirmation, "/book-a-call/confirm"));
  await expect(page.getByRole("heading", { name: "Confirm your call", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Confirm this call" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(BOOKED);
}

test("a visitor in New York books a call from Connect Now, confirms it by mail, gets one invitation each side, then moves and cancels it", async ({
  browser,
}) => {
  const { operator, operatorContext, admin } = await operatorWithHours(browser);

  const context = await browser.newContext({ timezoneId: "America/New_York", locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/merge-form");
  await page.getByRole("link", { name: "Book a 30-minute call" }).click();
  await expect(page).toHaveURL(/\/book-a-call\?tz=America%2FNew_York$/);
  await expect(page.getByLabel("Times shown in")).toHaveValue("America/New_York");
  // The zone by its name, the times on the visitor's own 12-hour clock.
  await expect(page.getByLabel("Times shown in").locator("option:checked")).toHaveText("Eastern Time (New York)");
  await expect(page.getByRole("group", { name: "Free times" }).getByRole("radio").first()).toHaveAccessibleName(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expectNoAxeViolations(page);
  const firstDay = page.getByRole("group", { name: "Free times" }).getByRole("group").first();
  const chosen = firstDay.getByRole("radio").first();
  const start = await chosen.getAttribute("value");
  await chosen.check({ force: true });
  const email = uniqueEmail("booker");
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(HELD);
  await expect(page.getByRole("main").getByRole("status")).toContainText(", Eastern Time (New York) for you");

  const [row] = query<{ startsAt: number | string; visitorTimeZone: string; status: string }>(
    `SELECT "startsAt", "visitorTimeZone", "status" FROM "Booking" WHERE "email" = ?`,
    email,
  );
  expect(new Date(row!.startsAt).toISOString()).toBe(start);
  expect(row).toMatchObject({ visitorTimeZone: "America/New_York", status: "held" });
  // The operator sees the held time, not confirmed yet.
  await admin.reload();
  await expect(admin.getByRole("row", { name: /Dana Scully/ }).getByText(/^Not confirmed yet: held until /)).toBeVisible();
  await confirmFromMail(page, email);
  expect(query<{ status: string }>(`SELECT "status" FROM "Booking" WHERE "email" = ?`, email)).toEqual([{ status: "booked" }]);
  const booked = await waitForNthMail(email, /^Call booked: /, 1);
  const toOperator = await waitForNthMail(operator.email, /^New call booked with Dana Scully: /, 1);
  for (const mail of [booked, toOperator]) expect(invitationOf(mail)).toMatchObject({ method: "REQUEST", sequence: 0, start });

  // The link in the mail moves the call to another free time...
  await page.goto(linkIn(booked, "/book-a-call/manage"));
  await expect(page.getByRole("heading", { name: "Your booked call", level: 1 })).toBeVisible();
  const other = page.getByRole("radio").nth(1);
  const newStart = await other.getAttribute("value");
  await other.check();
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/^Your call is moved to .+\. The updated invitation is on its way\.$/);
  const moved = await waitForNthMail(email, /^Call moved: /, 1);
  expect(invitationOf(moved)).toMatchObject({ method: "REQUEST", sequence: 1, start: newStart });
  // ...the first link no longer works...
  await page.goto(linkIn(booked, "/book-a-call/manage"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booked call");
  await expect(page.getByText("This link is no longer valid")).toBeVisible();
  // ...and the newest cancels it, after asking once more.
  await page.goto(linkIn(moved, "/book-a-call/manage"));
  await page.getByRole("link", { name: "Cancel this call" }).click();
  await expect(page.getByText(/^Cancel the call on .+\? The cancellation is mailed to both sides and the time is free again\.$/)).toBeVisible();
  expect(query<{ status: string }>(`SELECT "status" FROM "Booking" WHERE "email" = ?`, email)).toEqual([{ status: "booked" }]);
  await page.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(page.getByText("Your call is cancelled. We have mailed you the cancellation for your calendar.")).toBeVisible();
  const cancelled = await waitForNthMail(email, /^Call cancelled: /, 1);
  expect(invitationOf(cancelled)).toMatchObject({ method: "CANCEL", sequence: 2, start: newStart, status: "CANCELLED" });
  await waitForNthMail(operator.email, /^Call with Dana Scully cancelled: /, 1);
  // One mail per change on each side, and one UID throughout (the call is within 24 hours, so the
  // server's 5-minute look may also have sent its reminder meanwhile).
  const subjects = (await mailTo(email)).map((mail) => mail.subject?.split(":")[0]).filter((subject) => subject !== "Reminder");
  expect(subjects).toEqual(["Please confirm your call", "Call booked", "Call moved", "Call cancelled"]);
  expect(new Set([booked, moved, cancelled].map((mail) => invitationOf(mail).uid)).size).toBe(1);
  await context.close();
  await operatorContext.close();
});

test("without JavaScript, a visitor holds a time, confirms it from the mail and gets the invitation; the operator releases an unconfirmed hold", async ({
  browser,
}) => {
  const { operatorContext, admin } = await operatorWithHours(browser);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/book-a-call?tz=Europe%2FLondon");
  const times = page.getByRole("group", { name: "Free times" }).getByRole("radio");
  const start = await times.nth(5).getAttribute("value");
  await times.nth(5).check({ force: true });
  const email = uniqueEmail("nojs");
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page).toHaveURL(/\/book-a-call\?held=/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(HELD);
  await confirmFromMail(page, email);
  expect(invitationOf(await waitForNthMail(email, /^Call booked: /, 1))).toMatchObject({ method: "REQUEST", sequence: 0, start });

  // Another visitor's hold, released by the operator from the list: the time is offered again.
  await page.goto("/book-a-call?tz=Europe%2FLondon");
  const other = await times.nth(6).getAttribute("value");
  await times.nth(6).check({ force: true });
  const stranger = uniqueEmail("unconfirmed");
  await fillDetails(page, stranger);
  await page.getByRole("main").getByLabel("Your name").fill("Unconfirmed Visitor");
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(HELD);
  await admin.reload();
  await admin
    .getByRole("row", { name: /Unconfirmed Visitor/ })
    .getByRole("button", { name: "Release this time" })
    .click();
  await expect(admin.getByRole("status")).toHaveText("The time is released and free again.");
  expect(query(`SELECT "id" FROM "Booking" WHERE "email" = ?`, stranger)).toEqual([]);
  await page.goto("/book-a-call?tz=Europe%2FLondon");
  await expect(page.locator(`input[value="${other}"]`)).toHaveCount(1);
  await context.close();
  await operatorContext.close();
});

test("the operator moves and then cancels a call from its page, without JavaScript: the visitor gets the mails their own changes send, and the call is listed as cancelled", async ({
  browser,
}) => {
  const place = "https://meet.example.com/ops-call";
  const { operator, operatorContext, admin: withScript } = await operatorWithHours(browser, place);
  const context = await browser.newContext({ timezoneId: "Europe/London", locale: "en-GB" });
  const page = await context.newPage();
  await page.goto("/book-a-call");
  await expect(page).toHaveURL(/\?tz=Europe%2FLondon$/);
  await expect(page.getByLabel("Times shown in").locator("option:checked")).toHaveText("United Kingdom Time (London)");
  const slot = page.getByRole("group", { name: "Free times" }).getByRole("radio").first();
  await expect(slot).toHaveAccessibleName(/^\d{2}:\d{2}$/);
  await slot.check({ force: true });
  const email = uniqueEmail("operator-changes");
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(HELD);
  await confirmFromMail(page, email);
  const booked = await waitForNthMail(email, /^Call booked: /, 1);
  expect(invitationOf(booked).location).toBe(place);
  expect(booked.text).toContain(`Join the call: ${place}`);
  // A reply reaches the team's address (OPERATOR_EMAIL, unset here: the site's own), not the operator's sign-in address.
  expect(rawHeader(booked, "reply-to")).toBe(DEFAULT_COMPANY_DETAILS.email);
  const toOperator = await waitForNthMail(operator.email, /^New call booked with Dana Scully: /, 1);
  expect(rawHeader(toOperator, "reply-to")).toBe(email);

  // The operator's mail opens the call's page (axe needs a script to run; the changes below are made without one)...
  const callPage = linkIn(toOperator, "/admin/availability/calls/");
  await withScript.goto(`${callPage}?step=cancel`);
  await expect(withScript.getByRole("heading", { name: "Booked call", level: 1 })).toBeVisible();
  await expectNoAxeViolations(withScript);
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  await scriptless.addCookies(await operatorContext.cookies());
  const admin = await scriptless.newPage();
  await admin.goto(callPage);
  // ...where it moves...
  const target = admin.getByRole("radio").nth(2);
  const newStart = await target.getAttribute("value");
  await target.check();
  await admin.getByRole("button", { name: "Move to this time" }).click();
  await expect(admin.getByRole("status")).toHaveText(
    /^The call is moved to .+\. The visitor is mailed the updated invitation, as when they move it themselves\.$/,
  );
  const moved = await waitForNthMail(email, /^Call moved: /, 1);
  expect(invitationOf(moved)).toMatchObject({ method: "REQUEST", sequence: 1, start: newStart, location: place });

  // ...and cancels it, after asking once more.
  await admin.getByRole("link", { name: "Cancel this call" }).click();
  await expect(admin.getByText(/^Cancel the call on .+\? The cancellation is mailed to both sides and the time is free again\.$/)).toBeVisible();
  expect(query<{ status: string }>(`SELECT "status" FROM "Booking" WHERE "email" = ?`, email)).toEqual([{ status: "booked" }]);
  await admin.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(admin.getByRole("status")).toHaveText("The call is cancelled. The visitor is mailed the cancellation, as when they cancel it themselves.");
  const cancelled = await waitForNthMail(email, /^Call cancelled: /, 1);
  expect(invitationOf(cancelled)).toMatchObject({ method: "CANCEL", sequence: 2, start: newStart, status: "CANCELLED" });
  await waitForNthMail(operator.email, /^Call with Dana Scully cancelled: /, 1);
  expect(await mailTo(email, /^Call (moved|cancelled): /)).toHaveLength(2);
  const [{ id }] = query<{ id: string }>(`SELECT "id" FROM "Booking" WHERE "email" = ?`, email) as [{ id: string }];
  expect(query<{ action: string }>(`SELECT "action" FROM "AuditEvent" WHERE "recordId" = ? ORDER BY "at"`, id)).toEqual([
    { action: "booking-move" },
    { action: "booking-cancel" },
  ]);

  // The call is listed with the past and cancelled ones, no longer with the upcoming.
  await admin.goto("/admin/availability");
  await expect(
    admin
      .getByRole("region", { name: "Past and cancelled calls" })
      .getByRole("row")
      .filter({ hasText: email })
      .getByRole("cell", { name: "Cancelled", exact: true }),
  ).toBeVisible();
  await expect(admin.getByRole("region", { name: "Upcoming calls" }).getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await context.close();
  await scriptless.close();
  await operatorContext.close();
});
