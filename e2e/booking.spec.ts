// Booking a call, as a business buyer in another time zone does it from Connect Now: the operator
// sets their hours, the visitor sees free times in their own zone, books one without an account,
// and both mailboxes get one invitation whose .ics names the right instant; the mailed link moves
// and then cancels the call, each sending the updated or cancelling invitation.
import type { ParsedMail } from "mailparser";
import ICAL from "ical.js";
import { signIn } from "./support/accounts";
import { expect, expectNoAxeViolations, query, test, uniqueEmail } from "./support/fixtures";
import { linkIn, mailTo, waitForNthMail } from "./support/mail";

/** The invitation's METHOD, SEQUENCE, UTC start and STATUS, read with an iCalendar parser. */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(part, `an iCalendar part in "${mail.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part?.content.toString("utf8") ?? ""));
  const vevent = calendar.getFirstSubcomponent("vevent") ?? undefined;
  const event = new ICAL.Event(vevent);
  return { method: calendar.getFirstPropertyValue("method"), sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), status: vevent?.getFirstPropertyValue("status") ?? null, uid: event.uid };
}

test("a visitor in New York books a call from Connect Now, gets one invitation each side, then moves and cancels it", async ({ browser }) => {
  const operatorContext = await browser.newContext();
  const operator = await signIn(operatorContext, "operator");
  const admin = await operatorContext.newPage();
  await admin.goto("/admin/availability");
  await admin.getByLabel("Your time zone").selectOption("Asia/Kolkata");
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await admin.getByLabel(`From ${day}`).fill("09:00");
    await admin.getByLabel(`To ${day}`).fill("17:00");
  }
  await admin.getByLabel("Minimum notice (minutes)").fill("0");
  await admin.getByRole("button", { name: "Save availability" }).click();
  await expect(admin.getByRole("status")).toHaveText("Your availability is saved.");

  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await page.goto("/merge-form");
  await page.getByRole("link", { name: "Book a 30-minute call" }).click();
  await expect(page).toHaveURL(/\/book-a-call\?tz=America%2FNew_York$/);
  await expect(page.getByLabel("Times shown in")).toHaveValue("America/New_York");
  await expectNoAxeViolations(page);
  const firstDay = page.getByRole("group", { name: "Free times" }).getByRole("group").first();
  const chosen = firstDay.getByRole("radio").first();
  const start = await chosen.getAttribute("value");
  await chosen.check({ force: true });
  const email = uniqueEmail("booker");
  const main = page.getByRole("main");
  await main.getByLabel("Your name").fill("Dana Scully");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Company (optional)").fill("Acme Health");
  await main.getByLabel("What would you like to talk about?").fill("Moving our records to the cloud.");
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/^Your call is booked for .+ \(America\/New_York\)\. An invitation is on its way to your e-mail address\.$/);

  const [row] = query<{ startsAt: number | string; visitorTimeZone: string }>(`SELECT "startsAt", "visitorTimeZone" FROM "Booking" WHERE "email" = ?`, email);
  expect(new Date(row!.startsAt).toISOString()).toBe(start);
  expect(row?.visitorTimeZone).toBe("America/New_York");
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
  // ...and the newest cancels it.
  await page.goto(linkIn(moved, "/book-a-call/manage"));
  await page.getByRole("button", { name: "Cancel this call" }).click();
  await expect(page.getByText("Your call is cancelled. We have mailed you the cancellation for your calendar.")).toBeVisible();
  const cancelled = await waitForNthMail(email, /^Call cancelled: /, 1);
  expect(invitationOf(cancelled)).toMatchObject({ method: "CANCEL", sequence: 2, start: newStart, status: "CANCELLED" });
  await waitForNthMail(operator.email, /^Call with Dana Scully cancelled: /, 1);
  // One mail per change on each side, and one UID throughout.
  expect((await mailTo(email)).map((mail) => mail.subject?.split(":")[0])).toEqual(["Call booked", "Call moved", "Call cancelled"]);
  expect(new Set([booked, moved, cancelled].map((mail) => invitationOf(mail).uid)).size).toBe(1);
  await context.close();
  await operatorContext.close();
});
