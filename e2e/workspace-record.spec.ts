// Issue 37, the record's page in Chromium: a stage move without JavaScript shows in the record's
// history and the audit trail; a note's @mention mails the operator once; a note's hostile
// Markdown runs no script; the list's bulk form rejects ticked records with a reason.
import { randomUUID } from "node:crypto";
import { baseUrl, execute, expect, signIn, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { mailTo, waitForMail } from "./support/mail";
import { submitCareer, uniqueTag } from "./support/records";
import { unsafeMarkup, XSS_BODY } from "../test/support/xss-corpus";

const PHONE = { width: 390, height: 844 };

/** An operator with a name of their own, to be mentioned by it. */
function namedOperator(name: string): string {
  const email = `${name.toLowerCase()}@example.com`;
  const now = sqlDate(new Date());
  execute(
    `INSERT INTO "User" ("id", "email", "name", "role", "emailVerifiedAt", "createdAt", "updatedAt") VALUES (?, ?, ?, 'operator', ?, ?, ?)`,
    randomUUID(),
    email,
    name,
    now,
    now,
    now,
  );
  return email;
}

test("a move without JavaScript works and shows in the history and the audit trail", async ({ browser, request }) => {
  const tag = uniqueTag();
  const application = await submitCareer(request, { lastName: tag });
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: PHONE });
  const operator = await signIn(context, "operator");
  const page = await context.newPage();
  await page.goto(`/admin/career-applications/${application.id}`);
  await page.getByRole("combobox", { name: "Stage", exact: true }).selectOption({ label: "Interview" });
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/career-applications/${application.id}\\?work=stage$`));
  await expect(page.getByRole("status")).toHaveText("Stage saved.");
  const history = page.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText("Received");
  await expect(history.getByRole("listitem").last()).toContainText("Moved from New to Interview");
  await expect(history.getByRole("listitem").last()).toContainText("by Operator");

  // Rejecting asks why: without a reason the page says so and nothing moves.
  await page.getByRole("combobox", { name: "Stage", exact: true }).selectOption({ label: "Rejected" });
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "when it closes as rejected or lost" })).toBeVisible();
  expect(query<{ stageId: string }>(`SELECT "stageId" FROM "WorkItem" WHERE "id" = ?`, `career:${application.id}`)[0]?.stageId).toBe("applications:interview");
  // (axe needs scripts: the next test checks this page at 390 px with them.)

  await page.goto(`/admin/audit?q=${encodeURIComponent(operator.email)}`);
  const row = page.getByRole("row").filter({ hasText: "Moved to another stage" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("New → Interview");
  await context.close();
});

test("a note's @mention mails the operator once, and its hostile Markdown runs no script (at 390 px)", async ({ page, operator, request }) => {
  expect(operator.email).toContain("@");
  const tag = uniqueTag();
  const colleague = namedOperator(`Mina${tag}`);
  const application = await submitCareer(request, { lastName: tag });
  await page.setViewportSize(PHONE);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/admin/career-applications/${application.id}`);
  await page.getByLabel("New note").fill(`Please call her, @mina${tag.toLowerCase()}. Thanks @Mina${tag}!`);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const mail = await waitForMail(colleague, /mentioned you in a note/);
  expect(mail.text).toContain(`/admin/career-applications/${application.id}`);

  await page.getByLabel("New note").fill(XSS_BODY);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const notes = page.getByRole("list", { name: "History" }).locator(".markdown-body");
  await expect(notes).toHaveCount(2);
  expect(unsafeMarkup(await notes.last().innerHTML())).toEqual([]);
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  expect(dialogs).toEqual([]);
  // One mail however many times the note names her, and none for the second note.
  expect(await mailTo(colleague, /mentioned you in a note/)).toHaveLength(1);
});

test("the list filters by stage and owner and rejects ticked records with a reason", async ({ page, operator, request }) => {
  expect(operator.email).toContain("@");
  const tag = uniqueTag();
  const first = await submitCareer(request, { lastName: tag });
  const second = await submitCareer(request, { lastName: tag });
  await page.goto(`/admin/career-applications?q=${tag}`);
  await page
    .getByRole("checkbox", { name: `Select Asha ${tag}` })
    .first()
    .check();
  await page
    .getByRole("checkbox", { name: `Select Asha ${tag}` })
    .last()
    .check();
  await page.getByRole("combobox", { name: "Stage", exact: true }).last().selectOption({ label: "Rejected" });
  await page.getByLabel("Reason, when rejected or lost").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Apply to selected" }).click();
  await expect(page.getByRole("status")).toHaveText("2 records changed.");
  await page.getByRole("combobox", { name: "Stage", exact: true }).first().selectOption({ label: "Rejected" });
  await page.getByLabel("Owner", { exact: true }).first().selectOption({ label: "Unassigned" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/stage=applications%3Arejected&owner=unassigned/);
  await expect(page.getByRole("rowheader")).toHaveCount(2);
  for (const id of [first.id, second.id]) {
    const events = query<{ type: string }>(`SELECT "type" FROM "WorkEvent" WHERE "itemId" = ?`, `career:${id}`);
    expect(events.map((event) => event.type)).toEqual(["stage"]);
    expect(query<{ n: number }>(`SELECT COUNT(*) AS n FROM "AuditEvent" WHERE "recordId" = ? AND "action" = 'stage-move'`, id)[0]?.n).toBe(1);
  }
  await expectNoAxeViolations(page);
});
