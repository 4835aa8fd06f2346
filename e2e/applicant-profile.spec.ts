// The applicant's saved profile: kept on /account/profile (with and without JavaScript), it fills
// in quick apply on a job's page, where a signed-in applicant applies in one tap with the saved
// resume, and the career wizard. Each application keeps its own copy of the resume and details.
import type { BrowserContext, Page } from "@playwright/test";
import fs from "node:fs";
import { PROFILE } from "../test/support/applicant-profile";
import { fixture, WizardPage } from "./pages/wizard";
import { baseUrl, signIn } from "./support/accounts";
import { expect, expectNoAxeViolations, query, sha256Of, storedFileSha256, test } from "./support/fixtures";
import { insertJob, uniqueTag } from "./support/records";

const PHONE = { width: 390, height: 844 };
const sentText = (title: string) =>
  `Thank you: your application for ${title} has been received. A confirmation is on its way to your e-mail address, unless this address applied for it in the last 30 days: then we keep that first application and send nothing twice.`;
type Profile = { userId: string; location: string | null; currentRole: string | null; resumeKey: string | null; resumeName: string | null };
type Application = {
  id: string;
  jobId: string;
  location: string | null;
  currentRole: string | null;
  experience: number | null;
  noticePeriod: string | null;
  resumeKey: string;
  resumeName: string;
};

const profileOf = (email: string) =>
  query<Profile>(
    `SELECT p."userId", p."location", p."currentRole", p."resumeKey", p."resumeName" FROM "ApplicantProfile" p JOIN "User" u ON u."id" = p."userId" WHERE u."email" = ?`,
    email,
  )[0];
const applicationsOf = (email: string) =>
  query<Application>(
    `SELECT "id", "jobId", "location", "currentRole", "experience", "noticePeriod", "resumeKey", "resumeName" FROM "CareerApplication" WHERE "emailAddress" = ?`,
    email,
  );

async function fillProfile(page: Page) {
  await page.getByLabel("First Name").fill("Meera");
  await page.getByLabel("Last Name").fill("Iyer");
  await page.getByLabel("Phone Number").fill("9876501234");
  await page.getByLabel("Location").fill("Noida");
  await page.getByLabel("Current role").fill("ICU Nurse");
  await page.getByLabel("Experience (years)").fill("4.5");
  await page.getByLabel("Notice period").fill("30 days");
  await page.getByLabel("Resume").setInputFiles(fixture("resume.pdf"));
}

/** A profile saved through the API, as the page's script sends it. */
async function saveProfileByApi(context: BrowserContext) {
  const response = await context.request.post("/api/account/profile", {
    headers: { origin: baseUrl(), accept: "application/json" },
    multipart: {
      ...PROFILE,
      resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(fixture("resume.pdf")) },
    },
  });
  expect(response.status()).toBe(200);
}

test.describe("applicant profile", () => {
  test("on a phone, an applicant saves a profile, applies to a job in one tap with it, and later edits leave the application as sent", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const account = await signIn(context, "user");
    const page = await context.newPage();
    await page.goto("/account");
    await page.getByRole("link", { name: "Applicant profile" }).click();
    await expect(page.getByRole("heading", { name: "Your applicant profile", level: 1 })).toBeVisible();
    await expect(page.getByText("No resume saved yet.")).toBeVisible();
    await expectNoAxeViolations(page);
    await fillProfile(page);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
    await expect(page.getByText("Saved resume: resume.pdf")).toBeVisible();
    const saved = profileOf(account.email);
    expect(saved).toMatchObject({ location: "Noida", currentRole: "ICU Nurse", resumeName: "resume.pdf" });
    expect(await storedFileSha256(saved?.resumeKey)).toBe(sha256Of(fixture("resume.pdf")));

    const job = insertJob(uniqueTag());
    await page.goto(`/careers/jobs/${job.slug}`);
    const form = page.getByRole("region", { name: "Apply in a minute" });
    await expect(form.getByLabel("First Name")).toHaveValue("Meera");
    await expect(form.getByLabel("Email")).toHaveValue(account.email);
    await expect(form.getByLabel("Phone Number")).toHaveValue("+919876501234");
    await expect(form.getByRole("radio", { name: "Use my saved resume (resume.pdf)" })).toBeChecked();
    await expect(form.getByText("Sent with it: Noida · ICU Nurse · 4.5 years of experience · 30 days.")).toBeVisible();
    await expectNoAxeViolations(page);
    // One tap: the button gives the agreement written above it.
    await form.getByRole("button", { name: "Agree and send application" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Thank you" })).toHaveText(sentText(job.title));
    const [application] = applicationsOf(account.email);
    expect(application).toMatchObject({
      jobId: job.id,
      location: "Noida",
      currentRole: "ICU Nurse",
      experience: 4.5,
      noticePeriod: "30 days",
      resumeName: "resume.pdf",
    });
    expect(application?.resumeKey).not.toBe(saved?.resumeKey);
    expect(await storedFileSha256(application?.resumeKey)).toBe(sha256Of(fixture("resume.pdf")));

    // Editing the profile and replacing its resume changes nothing already sent.
    await page.goto("/account/profile");
    await page.getByLabel("Location").fill("Pune");
    await page.getByLabel("Choose a new resume to replace it (optional)").setInputFiles(fixture("resume.docx"));
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Saved resume: resume.docx")).toBeVisible();
    expect(profileOf(account.email)).toMatchObject({ location: "Pune", resumeName: "resume.docx" });
    expect(applicationsOf(account.email)).toEqual([application]);
    expect(await storedFileSha256(application?.resumeKey)).toBe(sha256Of(fixture("resume.pdf")));
    await context.close();
  });

  test("without JavaScript the profile saves through a plain form and quick apply sends the saved resume", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const account = await signIn(context, "user");
    const page = await context.newPage();
    await page.goto("/account/profile");
    await fillProfile(page);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(/\/account\/profile\?saved=1$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Your profile is saved.");
    await expect(page.getByText("Saved resume: resume.pdf")).toBeVisible();

    const job = insertJob(uniqueTag());
    await page.goto(`/careers/jobs/${job.slug}`);
    const form = page.getByRole("region", { name: "Apply in a minute" });
    await expect(form.getByRole("radio", { name: "Use my saved resume (resume.pdf)" })).toBeChecked();
    await form.getByRole("button", { name: "Agree and send application" }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/jobs/${job.slug}\\?applied=1#quick-apply$`));
    await expect(form.getByRole("status")).toHaveText(sentText(job.title));
    const applications = applicationsOf(account.email);
    expect(applications).toHaveLength(1);
    expect(await storedFileSha256(applications[0]?.resumeKey)).toBe(sha256Of(fixture("resume.pdf")));

    // Deleting the profile leaves the application and its file.
    await page.goto("/account/profile");
    await page.getByRole("button", { name: "Delete profile" }).click();
    await expect(page).toHaveURL(/\/account\/profile\?deleted=1$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Your profile is deleted.");
    expect(profileOf(account.email)).toBeUndefined();
    expect(await storedFileSha256(applications[0]?.resumeKey)).toBe(sha256Of(fixture("resume.pdf")));
    await context.close();
  });

  test("the career wizard starts from the profile and sends its saved resume", async ({ browser }) => {
    const context = await browser.newContext();
    const account = await signIn(context, "user");
    await saveProfileByApi(context);
    const page = await context.newPage();
    const wizard = new WizardPage(page);
    await page.goto("/career-form");
    await wizard.answer(["Have you visited before?", "No"], [/Purpose of choosing/, "App Development"], ["How You Get To Know About?", "Web Browsing"]);
    await expect(page.getByLabel("First Name")).toHaveValue("Meera");
    await expect(page.getByLabel("Last Name")).toHaveValue("Iyer");
    await expect(page.getByLabel("Location")).toHaveValue("Noida");
    await expect(page.getByLabel("Phone Number")).toHaveValue("+919876501234");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
    await page.getByRole("radio", { name: "Female", exact: true }).check();
    await wizard.next.click();
    await wizard.heading("Job Related Information");
    await expect(page.getByLabel("Experience (years)", { exact: true })).toHaveValue("4.5");
    await expect(page.getByLabel("Notice Period")).toHaveValue("30 days");
    await expect(page.getByRole("radio", { name: "Use my saved resume (resume.pdf)" })).toBeChecked();
    await page.getByLabel("Industry").fill("Healthcare");
    await page.getByLabel("Position", { exact: true }).fill("Staff Nurse");
    await page.getByLabel("Relevant Experience (years)").fill("4");
    await page.getByLabel("Current Company").fill("City Hospital");
    await wizard.next.click();
    await wizard.heading("Take A Look");
    await expect(page.getByRole("definition").filter({ hasText: "Saved resume: resume.pdf" })).toBeVisible();
    await wizard.agreeAndSubmit();
    await wizard.heading("Feedback");
    const [row] = query<{ resumeKey: string; resumeName: string; resumeUploadedAt: string | null }>(
      `SELECT "resumeKey", "resumeName", "resumeUploadedAt" FROM "CareerApplication" WHERE "emailAddress" = ?`,
      account.email,
    );
    expect(row).toMatchObject({ resumeName: "resume.pdf" });
    expect(row?.resumeUploadedAt).toBeTruthy();
    expect(row?.resumeKey).not.toBe(profileOf(account.email)?.resumeKey);
    expect(await storedFileSha256(row?.resumeKey)).toBe(sha256Of(fixture("resume.pdf")));
    await context.close();
  });
});
