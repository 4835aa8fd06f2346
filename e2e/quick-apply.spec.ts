// Quick apply on a job's page, as an applicant on a phone does it: one screen, a resume, one
// button; the same without JavaScript; the operator finds the application under that job.
import type { Page } from "@playwright/test";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import { fixture, WizardPage } from "./pages/wizard";
import { baseUrl, createAccount, execute, signIn, sqlDate } from "./support/accounts";
import { expect, query, test, uniqueEmail } from "./support/fixtures";
import { insertJob, uniqueTag } from "./support/records";
import { pdfOfLines } from "../test/support/pdf";
import { docxOfLines } from "../test/support/zip";

const PHONE = { width: 390, height: 844 };
const sentText = (title: string) =>
  `Thank you: your application for ${title} has been received. A confirmation is on its way to your e-mail address, unless this address applied for it in the last 30 days: then we keep that first application and send nothing twice.`;

async function fillQuickApply(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Meera");
  await page.getByLabel("Last Name").fill("Iyer");
  await page.getByLabel("Email").fill(email);
  // Written as people write it: stored as +919876501234.
  await page.getByLabel("Phone Number").fill("+91 98765 01234");
  await page.getByLabel("Resume").setInputFiles(fixture("resume.pdf"));
  await page.getByLabel("Cover note (optional)").fill("Five years in critical care.");
  await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
}

const form = (page: Page) => page.getByRole("region", { name: "Apply in a minute" });

function stored(email: string) {
  return {
    rows: query<{ jobId: string; source: string; coverNote: string; phoneNumber: string; resumeUploadedAt: string | null }>(
      `SELECT "jobId", "source", "coverNote", "phoneNumber", "resumeUploadedAt" FROM "CareerApplication" WHERE "emailAddress" = ?`,
      email,
    ),
    mails: query<{ kind: string }>(`SELECT "kind" FROM "OutboxMail" WHERE "to" = ?`, email),
  };
}

test.describe("quick apply", () => {
  test("on a phone, an applicant applies from the job's page in one screen, sees it sending, and the operator sees it under the job", async ({ browser }) => {
    const job = insertJob(uniqueTag());
    const email = uniqueEmail("quickapply");
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/careers/jobs/${job.slug}`);
    await page.getByRole("link", { name: "Apply for this position" }).click();
    await expect(page.getByRole("heading", { name: "Apply in a minute" })).toBeInViewport();
    await fillQuickApply(page, email);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Held for a moment on its way, so the sending state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/jobs/${job.slug}/apply`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("button", { name: "Sending your application…" })).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: /^Uploading your resume: \d+%$/ })).toBeVisible();
    release();
    const answer = form(page).getByRole("status").filter({ hasText: "Thank you" });
    await expect(answer).toHaveText(sentText(job.title));
    await expect(answer).toBeFocused();
    await expect(page.getByRole("button", { name: "Send application" })).toHaveCount(0);

    const { rows, mails } = stored(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jobId: job.id, source: "quick", coverNote: "Five years in critical care.", phoneNumber: "+919876501234" });
    expect(rows[0]?.resumeUploadedAt).not.toBeNull();
    expect(mails).toEqual([{ kind: "submission-received" }]);
    // The production server reads the resume's text in its worker, after answering.
    const textOf = () => query<{ resumeText: string | null }>(`SELECT "resumeText" FROM "CareerApplication" WHERE "emailAddress" = ?`, email)[0]?.resumeText;
    await expect.poll(textOf, { timeout: 15_000 }).toBe("Asha Gupta\nResume\nSoftware developer, 4 years.");
    await context.close();

    const operator = await browser.newContext();
    await signIn(operator, "operator");
    const admin = await operator.newPage();
    await admin.goto(`/admin/career-applications?job=${job.id}`);
    await expect(admin.getByRole("cell", { name: email })).toBeVisible();
    // The operator's search finds it by the number written another way.
    await admin.getByLabel("Search by name, e-mail, phone or words from the resume").fill("(098765) 01234");
    await admin.getByLabel("Search by name, e-mail, phone or words from the resume").press("Enter");
    await expect(admin.getByRole("cell", { name: email })).toBeVisible();
    await operator.close();
  });

  test("without JavaScript the form posts itself and the job's page shows the answer", async ({ browser }) => {
    const job = insertJob(uniqueTag());
    const email = uniqueEmail("quicknojs");
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/careers/jobs/${job.slug}`);
    await fillQuickApply(page, email);
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/jobs/${job.slug}\\?applied=1#quick-apply$`));
    await expect(form(page).getByRole("status")).toHaveText(sentText(job.title));
    expect(stored(email).rows).toHaveLength(1);

    // A file whose bytes are not a document comes back as the page's alert, and nothing is stored.
    const other = uniqueEmail("quicknojsbad");
    await page.goto(`/careers/jobs/${job.slug}`);
    await fillQuickApply(page, other);
    await page.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a PDF at all") });
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page).toHaveURL(/\?apply-error=type#quick-apply$/);
    await expect(form(page).getByRole("alert")).toHaveText("Only PDF, DOC, and DOCX files are allowed!");
    expect(stored(other).rows).toHaveLength(0);
    await context.close();
  });

  test("the same address applying again within 30 days gets the same answer, and one record and one acknowledgement are kept", async ({ browser }) => {
    const job = insertJob(uniqueTag());
    const email = uniqueEmail("quickagain");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (let round = 0; round < 2; round++) {
      await page.goto(`/careers/jobs/${job.slug}`);
      await fillQuickApply(page, email);
      await page.getByRole("button", { name: "Send application" }).click();
      await expect(form(page).getByRole("status")).toHaveText(sentText(job.title));
    }
    const { rows, mails } = stored(email);
    expect(rows).toHaveLength(1);
    expect(mails).toEqual([{ kind: "submission-received" }]);
    // The repeat left only its id, which no mail (the operator's included) names.
    const repeats = query<{ id: string }>(
      `SELECT "id" FROM "RepeatApplication" WHERE "applicationId" = (SELECT "id" FROM "CareerApplication" WHERE "emailAddress" = ?)`,
      email,
    );
    expect(repeats).toHaveLength(1);
    expect(query(`SELECT "id" FROM "OutboxMail" WHERE "payload" LIKE ?`, `%${repeats[0]?.id}%`)).toEqual([]);
    await context.close();
  });

  test("a signed-in applicant is told on the job's page when they applied, and applying again says so", async ({ browser }) => {
    const job = insertJob(uniqueTag());
    const context = await browser.newContext();
    const account = await signIn(context, "user");
    const page = await context.newPage();
    await page.goto(`/careers/jobs/${job.slug}`);
    await expect(form(page).getByText(/^You applied on /)).toHaveCount(0);
    await fillQuickApply(page, account.email);
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(form(page).getByRole("status").filter({ hasText: "Thank you" })).toHaveText(sentText(job.title));
    const today = new Date().toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
    await page.reload();
    await expect(form(page).getByText(`You applied on ${today}.`)).toBeVisible();
    await fillQuickApply(page, account.email);
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(form(page).getByRole("status").filter({ hasText: "You already applied" })).toHaveText(
      `You already applied for ${job.title} on ${today}, so we kept that application as it is and sent nothing twice. A recruiter will be in touch.`,
    );
    expect(stored(account.email).rows).toHaveLength(1);
    expect(stored(account.email).mails).toEqual([{ kind: "submission-received" }]);
    await context.close();
  });

  test("a signed-in applicant who applied by quick apply and then sends the full career form for the same job is told so, and one record is kept", async ({
    browser,
  }) => {
    const job = insertJob(uniqueTag());
    const context = await browser.newContext();
    const account = await signIn(context, "user");
    const page = await context.newPage();
    await page.goto(`/careers/jobs/${job.slug}`);
    await fillQuickApply(page, account.email);
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(form(page).getByRole("status").filter({ hasText: "Thank you" })).toHaveText(sentText(job.title));
    const today = new Date().toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

    await page.reload();
    await page.getByRole("link", { name: "Prefer the full career form?" }).click();
    await expect(page).toHaveURL(/\/career-form\?job=/);
    const wizard = new WizardPage(page);
    await wizard.answer(["Have you visited before?", "Yes"], [/Purpose of choosing/, "App Development"], ["How You Get To Know About?", "Web Browsing"]);
    await wizard.fillPersonal({ first: "Meera", last: "Iyer", gender: "Female", location: "Kanpur", phone: "98765 01234", email: account.email });
    await wizard.next.click();
    await wizard.heading("Job Related Information");
    await wizard.sendJobStep();
    await expect(page.getByRole("status").filter({ hasText: "You already applied" })).toHaveText(
      `You already applied for ${job.title} on ${today}, so we kept that application as it is and sent nothing twice. A recruiter will be in touch.`,
    );
    expect(stored(account.email).rows).toHaveLength(1);
    expect(stored(account.email).mails).toEqual([{ kind: "submission-received" }]);
    await context.close();
  });

  test("with JavaScript, a renamed program is told it is no real PDF or Word document as it is chosen, before Send, and nothing is sent", async ({ page }) => {
    const job = insertJob(uniqueTag());
    const email = uniqueEmail("quickbad");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(`/api/jobs/${job.slug}/apply`)) sent.push(request.url());
    });
    await page.goto(`/careers/jobs/${job.slug}`);
    await fillQuickApply(page, email);
    const resume = page.getByLabel("Resume");
    await resume.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300)]) });
    await expect(form(page).getByRole("alert")).toHaveText("This file is not a real PDF or Word document.");
    await expect(resume).toHaveAccessibleDescription("PDF, DOC or DOCX, up to 5 MB This file is not a real PDF or Word document.");
    await expect(resume).toHaveAttribute("aria-invalid", "true");
    // An empty file is told so too.
    await resume.setInputFiles({ name: "cv.docx", mimeType: "application/octet-stream", buffer: Buffer.alloc(0) });
    await expect(form(page).getByRole("alert")).toHaveText("The file is empty.");
    expect(sent).toEqual([]);

    await resume.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a PDF at all") });
    await expect(form(page).getByRole("alert")).toHaveText("This file is not a real PDF or Word document.");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(resume).toHaveAccessibleDescription("PDF, DOC or DOCX, up to 5 MB This file is not a real PDF or Word document.");
    await expect(page.getByLabel("First Name")).toHaveValue("Meera");
    expect(sent).toEqual([]);
    expect(stored(email).rows).toHaveLength(0);
  });

  test("a chosen PDF or DOCX resume fills in the name, e-mail and phone it gives, leaving what was typed", async ({ page }) => {
    const job = insertJob(uniqueTag());
    const lines = ["Meera Iyer", "meera.iyer@example.com", "+91 98765 01234", "Staff nurse, critical care"];
    await page.goto(`/careers/jobs/${job.slug}`);
    await page.getByLabel("Resume").setInputFiles({ name: "Meera.pdf", mimeType: "application/pdf", buffer: pdfOfLines(lines) });
    await expect(form(page).getByRole("status").first()).toHaveText(
      "Filled in from your resume: First Name, Last Name, Email, Phone Number. Please check them.",
    );
    await expect(page.getByLabel("First Name")).toHaveValue("Meera");
    await expect(page.getByLabel("Last Name")).toHaveValue("Iyer");
    await expect(page.getByLabel("Email")).toHaveValue("meera.iyer@example.com");
    await expect(page.getByLabel("Phone Number")).toHaveValue("+919876501234");

    await page.reload();
    await page.getByLabel("Email").fill("typed@example.com");
    await page.getByLabel("Resume").setInputFiles({ name: "Meera.docx", mimeType: "application/octet-stream", buffer: docxOfLines(lines) });
    await expect(form(page).getByRole("status").first()).toHaveText("Filled in from your resume: First Name, Last Name, Phone Number. Please check them.");
    await expect(page.getByLabel("Email")).toHaveValue("typed@example.com");
    await expect(page.getByLabel("Phone Number")).toHaveValue("+919876501234");
  });

  test("an operator account's session before its second factor is not signed in on the job's page: no profile fills the form and no saved resume is offered", async ({
    browser,
  }) => {
    const half = createAccount("operator");
    // The same account past its second factor in another browser, which saves its profile with a resume.
    const full = randomBytes(32).toString("base64url");
    const now = new Date();
    execute(
      `INSERT INTO "Session" ("id", "tokenHash", "userId", "expiresAt", "createdAt", "lastSeenAt", "ip", "secondFactorAt") VALUES (?, ?, (SELECT "id" FROM "User" WHERE "email" = ?), ?, ?, ?, '127.0.0.1', ?)`,
      randomUUID(),
      createHash("sha256").update(full).digest("hex"),
      half.email,
      sqlDate(new Date(now.getTime() + 60 * 60_000)),
      sqlDate(now),
      sqlDate(now),
      sqlDate(now),
    );
    const job = insertJob(uniqueTag());
    const contexts = { half: await browser.newContext(), full: await browser.newContext() };
    try {
      await contexts.half.addCookies([{ name: "sid", value: half.token, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
      await contexts.full.addCookies([{ name: "sid", value: full, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
      const saved = await contexts.full.request.post(`${baseUrl()}/api/account/profile`, {
        headers: { origin: baseUrl(), accept: "application/json" },
        multipart: {
          firstName: "Meera",
          lastName: "Iyer",
          phoneNumber: "9876501234",
          resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(fixture("resume.pdf")) },
        },
      });
      expect(saved.status()).toBe(200);

      const fullPage = await contexts.full.newPage();
      await fullPage.goto(`/careers/jobs/${job.slug}`);
      await expect(form(fullPage).getByRole("radio", { name: "Use my saved resume (resume.pdf)" })).toBeChecked();

      const halfPage = await contexts.half.newPage();
      await halfPage.goto(`/careers/jobs/${job.slug}`);
      await expect(form(halfPage).getByLabel("First Name")).toHaveValue("");
      await expect(form(halfPage).getByLabel("Email")).toHaveValue("");
      await expect(form(halfPage).getByRole("radio", { name: "Use my saved resume (resume.pdf)" })).toHaveCount(0);
      await expect(form(halfPage).getByRole("checkbox", { name: /I agree to the privacy policy/ })).toBeVisible();
    } finally {
      await contexts.half.close();
      await contexts.full.close();
    }
  });
});
