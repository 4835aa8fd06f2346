// Issue 38 item 4, the applicant's side in Chromium: a signed-in applicant sees under My
// applications where each application stands in plain words ("In review", "Interview booked")
// and the message the company wrote them, never the team's stage names or notes.
import { randomUUID } from "node:crypto";
import { createAccount, execute, signIn, sqlDate } from "./support/accounts";
import { expect, expectNoAxeViolationsInBothThemes, query, test } from "./support/fixtures";
import { submitCareer } from "./support/records";

const HOUR = 3_600_000;

/** Moves a career application's work item (and the record's own status) to `stageId`, as a move would. */
function moveTo(applicationId: string, stageId: string): string {
  const itemId = `career:${applicationId}`;
  const [stage] = query<{ phase: string }>(`SELECT "phase" FROM "PipelineStage" WHERE "id" = ?`, stageId);
  execute(`UPDATE "WorkItem" SET "stageId" = ? WHERE "id" = ?`, stageId, itemId);
  execute(`UPDATE "CareerApplication" SET "status" = ? WHERE "id" = ?`, stage?.phase, applicationId);
  return itemId;
}

/** A message on the item, written `hoursAgo` hours ago. */
function message(itemId: string, fields: { direction: "in" | "out"; from: string; to: string; subject: string; body: string }, hoursAgo: number) {
  execute(
    `INSERT INTO "Message" ("id", "itemId", "direction", "status", "fromAddress", "fromName", "toAddress", "subject", "body", "messageId", "createdAt")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    randomUUID(),
    itemId,
    fields.direction,
    fields.direction === "out" ? "written" : "filed",
    fields.from,
    fields.direction === "out" ? "Priya Sharma (Acme Staffing)" : null,
    fields.to,
    fields.subject,
    fields.body,
    `<${randomUUID()}@example.com>`,
    sqlDate(new Date(Date.now() - hoursAgo * HOUR)),
  );
}

/** An interview the candidate booked from their invitation, two days ahead, with the operator `operatorEmail`. */
function bookedInterview(itemId: string, operatorEmail: string, candidateEmail: string) {
  const [operator] = query<{ id: string }>(`SELECT "id" FROM "User" WHERE "email" = ?`, operatorEmail);
  const now = new Date();
  const startsAt = new Date(now.getTime() + 48 * HOUR);
  const inviteId = randomUUID();
  execute(
    `INSERT INTO "InterviewInvite" ("id", "itemId", "operatorId", "minutes", "place", "status", "createdAt", "expiresAt") VALUES (?, ?, ?, 30, 'Office', 'booked', ?, ?)`,
    ...[inviteId, itemId, operator?.id, sqlDate(now), sqlDate(new Date(now.getTime() + 24 * HOUR))],
  );
  execute(
    `INSERT INTO "Booking" ("id", "operatorId", "startsAt", "endsAt", "activeStart", "name", "email", "topic", "visitorTimeZone", "status", "inviteId", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, ?, 'Asha', ?, 'Interview: Data Analyst', 'Asia/Kolkata', 'booked', ?, ?, ?)`,
    ...[randomUUID(), operator?.id, sqlDate(startsAt), sqlDate(new Date(startsAt.getTime() + HOUR / 2)), sqlDate(startsAt)],
    ...[candidateEmail, inviteId, sqlDate(now), sqlDate(now)],
  );
}

test("a signed-in applicant sees In review and Interview booked, and the message the company wrote, without the team's words", async ({ browser, request }) => {
  const context = await browser.newContext();
  const applicant = await signIn(context, "user");
  const operator = createAccount("operator");
  const reviewed = await submitCareer(request, { emailAddress: applicant.email, position: "QA Lead" });
  const interviewing = await submitCareer(request, { emailAddress: applicant.email, position: "Data Analyst" });

  const reviewedItem = moveTo(reviewed.id, "applications:screening");
  message(
    reviewedItem,
    {
      direction: "out",
      from: "hello@example.com",
      to: applicant.email,
      subject: "About your application",
      body: "Hello,\n\nWe would like **two references** from you.",
    },
    3,
  );
  message(
    reviewedItem,
    { direction: "in", from: applicant.email, to: "reply+t@replies.e2e.test", subject: "Re: About your application", body: "Here they are." },
    1,
  );
  execute(
    `INSERT INTO "WorkNote" ("id", "itemId", "authorName", "body", "createdAt") VALUES (?, ?, 'Priya', 'Internal: ask Ravi first', ?)`,
    ...[randomUUID(), reviewedItem, sqlDate(new Date())],
  );
  bookedInterview(moveTo(interviewing.id, "applications:interview"), operator.email, applicant.email);

  const page = await context.newPage();
  await page.goto("/account/applications");
  await expect(page.getByRole("heading", { level: 1, name: "My applications" })).toBeVisible();
  const rowOf = (about: string) => page.getByRole("row").filter({ hasText: about });
  await expect(rowOf("QA Lead (IT)").getByRole("cell", { name: "In review", exact: true })).toBeVisible();
  await expect(rowOf("Data Analyst (IT)").getByRole("cell", { name: "Interview booked", exact: true })).toBeVisible();

  const messages = page.getByRole("region", { name: "Messages" });
  const thread = messages.getByRole("region", { name: "Career application: QA Lead (IT)" });
  await expect(thread.getByRole("article")).toHaveCount(2);
  const ours = thread.getByRole("article").first();
  await expect(ours.getByRole("heading", { level: 4 })).toHaveText("About your application");
  await expect(ours).toContainText("From Priya Sharma (Acme Staffing) · Sent ");
  await expect(ours.locator("strong")).toHaveText("two references");
  await expect(thread.getByRole("article").last()).toContainText("Your reply · Received ");
  await expect(thread.getByRole("article").last()).toContainText("Here they are.");
  await expect(messages.getByRole("region", { name: "Career application: Data Analyst (IT)" })).toHaveCount(0);

  const text = (await page.locator("main").innerText()).toLowerCase();
  for (const internal of ["screening", "internal: ask ravi", "interview: data analyst"]) expect(text).not.toContain(internal);
  await expectNoAxeViolationsInBothThemes(page);
  await context.close();
});
