// Job alerts as a job seeker and the operator meet them: "mail me new jobs like these" under a
// filtered list (no script needed), the confirmation mail and page, exactly one mail when a
// matching job opens and none for another, the manage page, and one-click unsubscribe; an alert
// for a city matching the jobs there; the account's own alerts listed and cancelled.
import { execute, signIn, sqlDate } from "./support/accounts";
import { expect, expectNoAxeViolations, query, test, uniqueEmail } from "./support/fixtures";
import { linkIn, mailTo, rawHeader, waitForMail } from "./support/mail";
import { insertJob, uniqueTag } from "./support/records";

test("an alert for 'healthcare, <place>' is confirmed by mail, gets one mail for the matching job only, and is stopped with one click", async ({ browser }) => {
  test.slow(); // two mails through the outbox, and the operator's screens
  const tag = uniqueTag();
  const place = `Jhansi ${tag}, Uttar Pradesh`;
  const email = uniqueEmail("jobalert");
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto(`/careers/jobs?area=healthcare&location=${encodeURIComponent(place)}`);
  const section = page.getByRole("region", { name: "Mail me new jobs like these" });
  await expect(section.getByText("Alert for: Healthcare", { exact: true })).toBeVisible();
  await expect(section.getByLabel("City (leave it empty for any place)")).toHaveValue(`Jhansi ${tag}`);
  await section.getByLabel("Your e-mail address").fill(email);
  await section.getByRole("radio", { name: "As soon as a job opens" }).check();
  await section.getByRole("button", { name: "Create the alert" }).click();
  await expect(section.getByRole("status")).toHaveText("Thank you. If this address can take another alert (at most 5), a link to confirm it is on its way.");
  expect(query<{ status: string }>(`SELECT "status" FROM "JobAlert" WHERE "email" = ?`, email)).toEqual([{ status: "pending" }]);

  const confirmMail = await waitForMail(email, /confirm your job alert/);
  await page.goto(linkIn(confirmMail, "/careers/alerts/confirm"));
  await page.getByRole("button", { name: "Confirm the alert" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "You will get new positions that match it. Every alert mail has a link to change or stop it.",
  );
  expect(query<{ status: string }>(`SELECT "status" FROM "JobAlert" WHERE "email" = ?`, email)).toEqual([{ status: "confirmed" }]);

  // The operator opens a job elsewhere, then the matching one.
  const elsewhere = insertJob(`${tag}x`, { status: "draft", area: "healthcare", location: `Agra ${tag}, Uttar Pradesh` });
  const matching = insertJob(`${tag}m`, { status: "draft", area: "healthcare", location: place });
  const operator = await browser.newContext();
  await signIn(operator, "operator");
  const admin = await operator.newPage();
  for (const job of [elsewhere, matching]) {
    await admin.goto(`/admin/jobs/${job.id}`);
    await admin.getByRole("button", { name: "Open (publish)" }).click();
    await expect(admin.getByRole("main").getByRole("status")).toHaveText("The job is open and listed on the site.");
  }
  const alertMail = await waitForMail(email, /^New position: /);
  expect(alertMail.subject).toBe(`New position: ${matching.title}`);
  expect(alertMail.text).toContain(`/careers/jobs/${matching.slug}`);
  expect(await mailTo(email, /^New position: /)).toHaveLength(1);
  await admin.goto(`/admin/jobs/${matching.id}`);
  await expect(admin.getByText("Job alerts: 1 matched this job when it opened; 1 of them mailed so far")).toBeVisible();
  await operator.close();

  // The mail's manage link, then its one-click unsubscribe (RFC 8058), as a mail client sends it.
  await page.goto(linkIn(alertMail, "/careers/alerts/manage"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your job alert");
  // Both pages the mails link to, in a browser that runs axe (the visitor's runs no script).
  const checker = await browser.newContext();
  const axePage = await checker.newPage();
  for (const link of [linkIn(confirmMail, "/careers/alerts/confirm"), page.url()]) {
    await axePage.goto(link);
    await expectNoAxeViolations(axePage);
  }
  await checker.close();
  expect(rawHeader(alertMail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const oneClick = (rawHeader(alertMail, "List-Unsubscribe") ?? "").replace(/^<|>$/g, "");
  const answer = await page.request.post(new URL(oneClick).pathname + new URL(oneClick).search, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status()).toBe(200);
  expect(query(`SELECT "id" FROM "JobAlert" WHERE "email" = ?`, email)).toEqual([]);
  await visitor.close();
});

/** Opens drafts as the operator does, from its job pages. */
async function openAsOperator(browser: import("@playwright/test").Browser, jobs: Array<{ id: string }>) {
  const operator = await browser.newContext();
  await signIn(operator, "operator");
  const admin = await operator.newPage();
  for (const job of jobs) {
    await admin.goto(`/admin/jobs/${job.id}`);
    await admin.getByRole("button", { name: "Open (publish)" }).click();
    await expect(admin.getByRole("main").getByRole("status")).toHaveText("The job is open and listed on the site.");
  }
  await operator.close();
}

test("an alert for a city typed in lower case gets the job at '<City>, <State>', and the form says what will match", async ({ browser }) => {
  test.slow(); // two mails through the outbox, and the operator's screens
  const tag = uniqueTag();
  const email = uniqueEmail("cityalert");
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto("/careers/jobs");
  const section = page.getByRole("region", { name: "Mail me new jobs like these" });
  const city = section.getByLabel("City (leave it empty for any place)");
  await expect(city).toHaveAccessibleDescription(
    "Every job in that city matches, whatever follows its name: “Kanpur” matches “Kanpur, Uttar Pradesh”. Capitals do not matter.",
  );
  await city.fill(`kanpur${tag.toLowerCase()}`);
  await section.getByLabel("Your e-mail address").fill(email);
  await section.getByRole("button", { name: "Create the alert" }).click();
  await expect(section.getByRole("status")).toHaveText("Thank you. If this address can take another alert (at most 5), a link to confirm it is on its way.");
  await page.goto(linkIn(await waitForMail(email, /confirm your job alert/), "/careers/alerts/confirm"));
  await page.getByRole("button", { name: "Confirm the alert" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your job alert");
  await expect(page.getByText(`Alert for: kanpur${tag.toLowerCase()}`)).toBeVisible();

  const job = insertJob(`${tag}k`, { status: "draft", location: `Kanpur${tag}, Uttar Pradesh` });
  await openAsOperator(browser, [job]);
  const mail = await waitForMail(email, /^New position: /);
  expect(mail.subject).toBe(`New position: ${job.title}`);
  expect(await mailTo(email, /^New position: /)).toHaveLength(1);
  await visitor.close();
});

/** A job alert written straight into the database for `email`, as the sign-up form and its mailed link leave one. */
function insertAlert(email: string, location: string, status: string) {
  const now = sqlDate(new Date());
  execute(
    `INSERT INTO "JobAlert" ("id", "email", "location", "status", "cadence", "consentAt", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, 'daily', ?, ?, ?)`,
    `alert${uniqueTag()}`,
    email,
    location,
    status,
    now,
    now,
    now,
  );
}

test("a signed-in visitor sees their alerts under the account and cancels one without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const account = await signIn(context, "user");
  const tag = uniqueTag();
  insertAlert(account.email, `Kanpur${tag}`, "confirmed");
  insertAlert(account.email, `Agra${tag}`, "pending");
  insertAlert(uniqueEmail("someone-else"), `Kanpur${tag}`, "confirmed");
  const page = await context.newPage();
  await page.goto("/account");
  await page.getByRole("link", { name: "My job alerts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My job alerts");
  const table = page.getByRole("table", { name: "My job alerts" });
  await expect(table.getByRole("rowheader")).toHaveText([`Kanpur${tag}`, `Agra${tag}`]);
  const kanpur = table.getByRole("row").nth(1).getByRole("cell");
  await expect(kanpur.nth(0)).toHaveText("In one daily digest");
  await expect(kanpur.nth(1)).toHaveText("On");
  await expect(table.getByRole("row").nth(2).getByRole("cell").nth(1)).toHaveText("Waiting for you to confirm it by e-mail");
  await expect(page.getByRole("link", { name: `Change the alert for Kanpur${tag}` })).toHaveAttribute("href", /^\/careers\/alerts\/manage\?token=/);
  await page.getByRole("button", { name: `Cancel the alert for Kanpur${tag}` }).click();
  await expect(page).toHaveURL(/\/account\/alerts\?cancelled=1$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("The alert is cancelled. You will get no more mails from it.");
  await expect(table.getByRole("rowheader")).toHaveText([`Agra${tag}`]);
  expect(query<{ location: string }>(`SELECT "location" FROM "JobAlert" WHERE "email" = ?`, account.email)).toEqual([{ location: `Agra${tag}` }]);
  await context.close();

  const checker = await browser.newContext();
  const other = await signIn(checker, "user");
  insertAlert(other.email, `Agra${tag}`, "paused");
  const axePage = await checker.newPage();
  await axePage.goto("/account/alerts");
  await expect(axePage.getByRole("table", { name: "My job alerts" }).getByRole("rowheader")).toHaveText([`Agra${tag}`]);
  await expectNoAxeViolations(axePage);
  await checker.close();
});
