// Issue 38, writing from a record in Chromium: the operator chooses a template, previews the
// message with the applicant's values filled in and sends it; the applicant's mailbox gets one
// message from the owner's name with the record's Reply-To. Without JavaScript the template chooser
// reloads the page filled in and the form still sends. The templates page is axe-clean.
import { baseUrl, expect, signIn, test } from "./support/accounts";
import { expectNoAxeViolationsInBothThemes, query } from "./support/fixtures";
import { mailTo, rawHeader, waitForMail } from "./support/mail";
import { submitCareer, uniqueTag } from "./support/records";

/** The e2e server's REPLY_DOMAIN (./support/inbound-settings.mjs). */
const REPLY_TO = /^reply\+[a-z0-9]+\.[0-9a-f]{20}@replies\.e2e\.test$/;

test("an operator writes to an applicant with a template: one mail, placeholders filled, the record's Reply-To", async ({ page, operator, request }) => {
  expect(operator.email).toContain("@");
  const application = await submitCareer(request, { lastName: uniqueTag() });
  await page.goto(`/admin/career-applications/${application.id}`);
  const panel = page.getByRole("region", { name: `Write to Asha ${application.lastName}` });
  await panel.getByLabel("Template").selectOption({ label: "Acknowledge" });
  await expect(panel.getByLabel("Subject")).toHaveValue("Thank you, Asha");
  await expect(panel.getByLabel("Message (Markdown)")).toHaveValue(/^Hello Asha,\n/);
  await panel.getByLabel("Message (Markdown)").fill("Hello {{first_name}},\n\nThank you for applying as **{{job_title}}**.");
  await panel.getByRole("button", { name: "Preview" }).click();
  const preview = panel.getByRole("region", { name: "Preview" });
  await expect(preview.getByText("Subject: Thank you, Asha")).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("Developer");
  await expectNoAxeViolationsInBothThemes(page);
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByRole("status")).toHaveText("Message sent.");

  const mail = await waitForMail(application.emailAddress, /^Thank you, Asha$/);
  expect(mail.text).toContain("Hello Asha,");
  expect(mail.text).toContain("Thank you for applying as Developer.");
  expect(mail.text).not.toContain("{{");
  expect(mail.html).toContain("<strong>Developer</strong>");
  expect(mail.replyTo?.value[0]?.address).toMatch(REPLY_TO);
  expect(mail.from?.value[0]?.name).toMatch(/ \(Solutions At One Place\)$/);
  expect(rawHeader(mail, "Message-ID")).toMatch(/^<[\w-]+@[\w.-]+>$/);
  const rows = query<{ n: number }>(`SELECT COUNT(*) AS n FROM "Message" WHERE "itemId" = ?`, `career:${application.id}`);
  expect(rows[0]?.n).toBe(1);
  // However long the outbox takes, it is one message (beside the acknowledgement of the application).
  await page.waitForTimeout(1000);
  expect(await mailTo(application.emailAddress, /^Thank you, Asha$/)).toHaveLength(1);
});

test("without JavaScript the template chooser fills the form and the message is sent", async ({ browser, request }) => {
  const application = await submitCareer(request, { lastName: uniqueTag() });
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  await signIn(context, "operator");
  const page = await context.newPage();
  await page.goto(`/admin/career-applications/${application.id}`);
  await page.getByLabel("Template").selectOption({ label: "Invite to interview" });
  await page.getByRole("button", { name: "Use template" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("Interview for Developer");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/career-applications/${application.id}\\?write=sent#write-heading$`));
  await expect(page.getByRole("status").filter({ hasText: "Message sent." })).toBeVisible();
  const mail = await waitForMail(application.emailAddress, /^Interview for Developer$/);
  expect(mail.text).toContain("Hello Asha,");
  await context.close();
});

test("the templates page lists the templates and adds one", async ({ page, operator }) => {
  expect(operator.email).toContain("@");
  const name = `Chase ${uniqueTag()}`;
  await page.goto("/admin/templates");
  await expect(page.getByRole("heading", { name: "Message templates", level: 1 })).toBeVisible();
  await expect(page.getByText("Acknowledge · Acknowledge")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  const form = page.getByRole("region", { name: "New template" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Subject").fill("Any news, {{first_name}}?");
  await form.getByLabel("Message (Markdown)").fill("Hello {{first_name}}");
  await form.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByRole("status")).toHaveText("Template added.");
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText("Template deleted.");
});

test("rejecting with the 'not a fit' box sends that message once, and the box is gone afterwards", async ({ page, operator, request }) => {
  expect(operator.email).toContain("@");
  const application = await submitCareer(request, { lastName: uniqueTag() });
  await page.goto(`/admin/career-applications/${application.id}`);
  await page.getByRole("combobox", { name: "Stage", exact: true }).selectOption({ label: "Rejected" });
  await page.getByLabel("Reason, when rejected or lost").selectOption({ index: 1 });
  await page.getByLabel("When moving to Rejected, send the “not a fit” message").check();
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stage saved." })).toBeVisible();
  const mail = await waitForMail(application.emailAddress, /^Your application for Developer$/);
  expect(mail.text).toContain("Hello Asha,");
  expect(mail.replyTo?.value[0]?.address).toMatch(REPLY_TO);
  await page.reload();
  await expect(page.getByLabel("When moving to Rejected, send the “not a fit” message")).toHaveCount(0);
  expect(await mailTo(application.emailAddress, /^Your application for Developer$/)).toHaveLength(1);
});

test("a template chosen while React is still starting on a slow phone is applied", async ({ page, operator, request }) => {
  expect(operator.email).toContain("@");
  const application = await submitCareer(request, { lastName: uniqueTag() });
  // A phone's CPU: React is still hydrating the record's page when the choice is made, hydrates the
  // select for it and puts back the value it rendered; the held change must carry the choice.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.goto(`/admin/career-applications/${application.id}`, { waitUntil: "commit" });
  const panel = page.getByRole("region", { name: `Write to Asha ${application.lastName}` });
  await panel.getByLabel("Template").selectOption({ label: "Acknowledge" });
  await expect(panel.getByLabel("Subject")).toHaveValue("Thank you, Asha", { timeout: 15_000 });
  await expect(panel.getByLabel("Template")).toHaveValue("template:acknowledge");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});
