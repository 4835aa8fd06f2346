// Issue 37 item 5, one person and many records: from an application's page the operator opens the
// person page of its address (named by a sealed handle, never the address), sees the application,
// the call they booked and their subscription with one timeline and the consents, on a phone as
// on a desk, and erases all of it from there.
import { randomUUID } from "node:crypto";
import { execute, expect, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { insertSubscriber, submitCareer } from "./support/records";

/** A call booked by `email` with the operator (and its work item, as confirming the booking opens it). */
function insertBooking(email: string, operatorEmail: string): string {
  const [host] = query<{ id: string }>(`SELECT "id" FROM "User" WHERE "email" = ?`, operatorEmail);
  const id = randomUUID();
  const at = new Date(Date.now() + 3 * 86_400_000);
  const now = sqlDate(new Date());
  execute(
    `INSERT INTO "Booking" ("id", "operatorId", "startsAt", "endsAt", "activeStart", "name", "email", "topic", "visitorTimeZone",
      "status", "consentIp", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, 'Asha Gupta', ?, 'Hiring a team', 'Asia/Kolkata', 'booked', '203.0.113.9', ?, ?)`,
    ...[id, host?.id, sqlDate(at), sqlDate(new Date(at.getTime() + 1_800_000)), sqlDate(at), email, now, now],
  );
  execute(
    `INSERT INTO "WorkItem" ("id", "kind", "recordId", "pipeline", "stageId", "ownerId", "name", "email", "title", "receivedAt", "movedAt")
     VALUES (?, 'booking', ?, 'leads', 'leads:new', ?, 'Asha Gupta', ?, 'Hiring a team', ?, ?)`,
    ...[`booking:${id}`, id, host?.id, email.toLowerCase(), now, now],
  );
  return id;
}

test("the operator opens one person's records from an application, reads them and erases them", async ({ page, operator, request }) => {
  test.setTimeout(120_000);
  const application = await submitCareer(request);
  const email = application.emailAddress;
  insertBooking(email, operator.email);
  insertSubscriber(email, "confirmed", "jobs");
  execute(
    `INSERT INTO "WorkNote" ("id", "itemId", "authorName", "body", "createdAt") VALUES (?, ?, 'Operator', ?, ?)`,
    ...[randomUUID(), `career:${application.id}`, "**Strong** profile <img src=x onerror=alert(1)>", sqlDate(new Date())],
  );
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });

  await page.goto(`/admin/career-applications/${application.id}`);
  await page.getByRole("link", { name: "All records of this person" }).click();
  await expect(page).toHaveURL(/\/admin\/people\/[\w-]+$/);
  expect(decodeURIComponent(page.url()).toLowerCase()).not.toContain(email.toLowerCase());
  await expect(page.getByRole("heading", { level: 1, name: `Asha Gupta (${email})` })).toBeVisible();
  const records = page.getByRole("table", { name: "Every record of this address, oldest first" });
  await expect(records.getByRole("row")).toHaveCount(4);
  await expect(records.getByRole("row", { name: /^Application .* New Unassigned$/ })).toBeVisible();
  await expect(records.getByRole("row", { name: /^Booked call Hiring a team .* New Operator$/ })).toBeVisible();
  await expect(records.getByRole("row", { name: /^Newsletter subscription jobs .* confirmed Unassigned$/ })).toBeVisible();
  const consents = page.getByRole("table", { name: "What the person agreed to, and when" });
  await expect(consents.getByRole("row", { name: /^The newsletter .* 198\.51\.100\.7 / })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
  await expect(timeline).toHaveCount(5);
  await expect(timeline.filter({ hasText: "Note added (Operator)" }).getByText("Strong")).toBeVisible();
  expect(dialogs).toBe(0);
  await expectNoAxeViolations(page);

  // The data requests page links to the same person page.
  const here = page.url();
  await page.goto("/admin/privacy");
  await page.getByLabel("E-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "All records of this person" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Asha Gupta (${email})` })).toBeVisible();
  expect(page.url()).not.toBe(here);

  // On a phone the page reads down, without a sideways scroll of the page itself.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.getByLabel("Type the e-mail address to confirm").fill(email);
  await page.getByRole("button", { name: "Erase all of it" }).click();
  await expect(page.getByRole("status")).toContainText(/^Erased \d+ rows/);
  for (const [table, column] of [
    ["CareerApplication", "emailAddress"],
    ["Booking", "email"],
    ["Subscriber", "email"],
    ["WorkItem", "email"],
  ])
    expect(query<{ n: number }>(`SELECT COUNT(*) AS n FROM "${table}" WHERE lower("${column}") = lower(?)`, email)[0]?.n, table).toBe(0);
  expect(query<{ n: number }>(`SELECT COUNT(*) AS n FROM "WorkNote" WHERE "itemId" = ?`, `career:${application.id}`)[0]?.n).toBe(0);
});
