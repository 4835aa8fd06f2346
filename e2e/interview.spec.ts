// Issue 38, item 3: a candidate books their own interview. The operator (with booking hours)
// invites an application to a 45-minute interview at a video link from its record; the candidate,
// in New York, opens the link from the mail, sees the interviewer's free times on their own clock
// and zone, books one, and both mailboxes get an invitation whose .ics names that instant, the
// interview's length and the link; the record is at the Interview stage with the booking in its
// history.
import type { ParsedMail } from "mailparser";
import ICAL from "ical.js";
import { baseUrl, signIn } from "./support/accounts";
import { expect, expectNoAxeViolations, query, test } from "./support/fixtures";
import { saveDailyHours } from "./support/hours";
import { linkIn, mailTo, waitForMail } from "./support/mail";
import { submitCareer, uniqueTag } from "./support/records";

const LINK = "https://meet.example.com/interview-e2e";
const BOOKED = /^Your interview is booked for .+, Eastern Time \(New York\)\. An invitation is on its way/;

test.describe.configure({ timeout: 120_000 });

function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(part, `an iCalendar part in "${mail.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part?.content.toString("utf8") ?? ""));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    method: calendar.getFirstPropertyValue("method"),
    start: event.startDate.toJSDate().toISOString(),
    minutes: event.duration.toSeconds() / 60,
    location: event.location,
  };
}

test("a candidate in New York books the interview they were invited to, and both get the invitation", async ({ browser, request }) => {
  const operatorContext = await browser.newContext({ baseURL: baseUrl() });
  const operator = await signIn(operatorContext, "operator");
  const admin = await operatorContext.newPage();
  await saveDailyHours(admin);

  const application = await submitCareer(request, { lastName: uniqueTag() });
  const candidate = application.emailAddress as string;
  await admin.goto(`/admin/career-applications/${application.id}`);
  const form = admin.getByRole("region", { name: "Invite to interview" });
  await form.getByLabel("Length").selectOption({ label: "45 minutes" });
  await form.getByLabel("Place or video link").fill(LINK);
  await form.getByRole("button", { name: "Send the invitation" }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/career-applications/${application.id}\\?interview=sent$`));
  await expect(admin.getByRole("status").filter({ hasText: "Invitation sent." })).toBeVisible();
  await expect(form.getByText(/^A 45-minute interview was offered on .+; its link is good until /)).toBeVisible();
  await expectNoAxeViolations(admin);

  const invitation = await waitForMail(candidate, /^Interview for Developer$/);
  expect(invitation.text).toContain("Hello Asha,");
  expect((await mailTo(candidate, /^Interview for/)).length).toBe(1);

  const context = await browser.newContext({ timezoneId: "America/New_York", locale: "en-US" });
  const page = await context.newPage();
  await page.goto(linkIn(invitation, "/interview/"));
  await expect(page).toHaveURL(/\?tz=America%2FNew_York$/);
  await expect(page.getByRole("heading", { name: "Book your interview", level: 1 })).toBeVisible();
  await expect(page.getByText(/45-minute interview for Developer/)).toBeVisible();
  await expect(page.getByText(`Where: ${LINK}`)).toBeVisible();
  await expect(page.getByLabel("Times shown in").locator("option:checked")).toHaveText("Eastern Time (New York)");
  const slots = page.getByRole("group", { name: "Free times" }).getByRole("radio");
  await expect(slots.first()).toHaveAccessibleName(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expectNoAxeViolations(page);
  const chosen = slots.first();
  const start = await chosen.getAttribute("value");
  await chosen.check({ force: true });
  await page.getByRole("button", { name: "Book this interview" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(BOOKED);

  const toCandidate = await waitForMail(candidate, /^Interview booked: /);
  const toOperator = await waitForMail(operator.email, /^Interview booked with Asha /);
  for (const mail of [toCandidate, toOperator]) {
    expect(invitationOf(mail)).toEqual({ method: "REQUEST", start, minutes: 45, location: LINK });
  }
  expect(toCandidate.subject).toContain("Eastern Time (New York)");
  expect(toCandidate.text).toContain("Your 45-minute interview with our team is booked for ");
  const [item] = query<{ stageId: string }>(`SELECT "stageId" FROM "WorkItem" WHERE "id" = ?`, `career:${application.id}`);
  expect(item?.stageId).toBe("applications:interview");

  // The link again: the booked time, and no second booking.
  await page.goto(linkIn(invitation, "/interview/"));
  await expect(page.getByText(/^Your interview is booked for /)).toBeVisible();
  expect(query<{ n: number }>(`SELECT COUNT(*) AS "n" FROM "Booking" WHERE "email" = ?`, candidate)[0]?.n).toBe(1);

  await admin.reload();
  await expect(form.getByText(/^The candidate booked a 45-minute interview for /)).toBeVisible();
  const history = admin.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem").filter({ hasText: "Moved from New to Interview" })).toHaveCount(1);
  await expect(history.getByRole("listitem").filter({ hasText: /Interview booked by the candidate for / })).toHaveCount(1);
  await context.close();
  await operatorContext.close();
});
