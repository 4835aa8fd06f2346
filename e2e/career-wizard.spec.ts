import fs from "node:fs";
import path from "node:path";
import { fixture, WizardPage } from "./pages/wizard";
import { expect, expectNoAxeViolations, query, sha256Of, storedFileSha256, test, uniqueEmail } from "./support/fixtures";

type Row = Record<string, string | number | null>;
const person = (email: string) => ({ first: "Asha", last: "Gupta", gender: "Female", location: "Kanpur", phone: "98765 43210", email });

async function toReview(wizard: WizardPage, email: string, resume: string) {
  const page = wizard.page;
  await wizard.answer(["Have you visited before?", "No"], [/Purpose of choosing/, "App Development"], ["How You Get To Know About?", "Web Browsing"]);
  await wizard.fillPersonal(person(email));
  await wizard.next.click();
  await wizard.heading("Job Related Information");
  await page.getByLabel("Industry").fill("Information Technology");
  await page.getByLabel("Position", { exact: true }).fill("Frontend Developer");
  await page.getByLabel("Experience (years)", { exact: true }).fill("4");
  await page.getByLabel("Relevant Experience (years)").fill("3");
  await page.getByLabel("Current Company").fill("Acme Softech");
  await page.getByLabel("Notice Period").fill("30 days");
  await expect(page.getByTestId("chosen-file")).toHaveText("No File Choosen");
  await page.getByLabel("Resume").setInputFiles(fixture(resume));
  await expect(page.getByTestId("chosen-file")).toHaveText(resume);
  await wizard.next.click();
  await wizard.heading("Take A Look");
}

test.describe("career wizard", () => {
  const runs = [
    { resume: "resume.pdf", viewport: { width: 1280, height: 900 } },
    { resume: "resume.doc", viewport: { width: 1280, height: 900 } },
    { resume: "resume.docx", viewport: { width: 1280, height: 900 } },
    { resume: "resume.pdf", viewport: { width: 390, height: 844 } },
  ];
  for (const { resume, viewport } of runs) {
    test(`a job seeker applies with a ${path.extname(resume)} resume at ${viewport.width} px, gives feedback and sees the thank-you page`, async ({ page }) => {
      const email = uniqueEmail("career");
      const wizard = await WizardPage.open(page, "/career-form", viewport);
      await toReview(wizard, email, resume);
      for (const text of ["Asha", "Gupta", "Kanpur", "98765 43210", email, "Frontend Developer", "App Development", "Web Browsing", resume]) {
        await expect(page.getByRole("definition").filter({ hasText: text }).first()).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
      await wizard.agreeAndSubmit();
      await wizard.sendFeedback();

      const [row] = query<Row>("SELECT * FROM CareerApplication WHERE emailAddress = ?", email);
      expect(row).toMatchObject({
        firstName: "Asha",
        phoneNumber: "+919876543210",
        visit: "firstTime",
        purpose: "App Development",
        about: "webBrowsing",
        experience: 4,
      });
      expect(row?.resumeUploadedAt).toBeTruthy();
      expect(row?.resumeSize).toBe(fs.statSync(fixture(resume)).size);
      expect(row?.resumeSha256).toBe(sha256Of(fixture(resume)));
      expect(await storedFileSha256(row?.resumeKey)).toBe(sha256Of(fixture(resume)));
      const [feedback] = query<Row>("SELECT * FROM Feedback WHERE submissionId = ?", row?.id);
      expect(feedback).toMatchObject({ appliedBefore: 0, experience: "good", suggestions: "Clear and quick." });
    });
  }

  test("an empty step shows every spec message, the error line and focuses the first field", async ({ page }) => {
    const wizard = await WizardPage.open(page, "/career-form");
    await wizard.next.click();
    for (const message of [
      "First Name is required",
      "Last Name is required",
      "Gender is required",
      "Location is required",
      "Phone Number is required",
      "Email is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(wizard.errorLine).toBeVisible();
    await expect(page.getByText("visit is required").first()).toBeVisible();
    await expect(page.getByLabel("First Name")).toBeFocused();
    await page.getByLabel("Phone Number").fill("12345");
    await page.getByLabel("Email", { exact: true }).fill("asha@");
    await wizard.next.click();
    await expect(page.getByText("Enter a valid phone number: 10 digits for India, or + and the country code")).toBeVisible();
    // A whole number, country code included: the W3C Nu checker refuses tel-national on this field.
    await expect(page.getByLabel("Phone Number")).toHaveAttribute("autocomplete", "tel");
    await expect(page.getByLabel("Phone Number")).toHaveAccessibleDescription(
      "Enter a valid phone number: 10 digits for India, or + and the country code For example 98765 43210, or +44 20 7946 0958 outside India",
    );
    await expect(page.getByText("Invalid email")).toBeVisible();
    await expect(page).toHaveTitle(/Career Form/);
    await expectNoAxeViolations(page);
  });

  test("step 2 and 3 show their messages; a resume that is not PDF, DOC or DOCX is refused and cleared", async ({ page }) => {
    const wizard = await WizardPage.open(page, "/career-form");
    await wizard.answer(["Have you visited before?", "Yes"]);
    await wizard.fillPersonal(person(uniqueEmail()));
    await wizard.next.click();
    await wizard.next.click();
    for (const message of [
      "Industry is required",
      "Relevant Experience is required",
      "Notice Period is required",
      "Resume is required",
      "purpose is required",
    ]) {
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await page.getByLabel("Resume").setInputFiles({ name: "virus.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(page.getByRole("alert").filter({ hasText: "Only PDF, DOC, and DOCX files are allowed!" })).toBeVisible();
    await expect(page.getByTestId("chosen-file")).toHaveText("No File Choosen");
    await expect(page.getByText("PDF, DOC or DOCX, up to 5 MB")).toBeVisible();
    // A program renamed .pdf is told at once that it is no real PDF or Word document.
    await page
      .getByLabel("Resume")
      .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300)]) });
    await expect(page.getByRole("alert").filter({ hasText: "This file is not a real PDF or Word document." })).toBeVisible();
    await expect(page.getByTestId("chosen-file")).toHaveText("No File Choosen");

    await wizard.back.click();
    await expect(page.getByLabel("First Name")).toHaveValue("Asha");
  });

  test("a failed submission stays on the review with everything kept, and a retry succeeds", async ({ page }) => {
    const email = uniqueEmail("retry");
    const wizard = await WizardPage.open(page, "/career-form");
    await toReview(wizard, email, "resume.pdf");
    await page.route("**/api/users", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"The service is busy."}' }));
    await wizard.agreeAndSubmit();
    await expect(page.getByRole("alert").filter({ hasText: "Error submitting data" })).toContainText("The service is busy.");
    await wizard.heading("Take A Look");
    await expect(page.getByRole("definition").filter({ hasText: email })).toBeVisible();
    expect(query("SELECT id FROM CareerApplication WHERE emailAddress = ?", email)).toHaveLength(0);

    await page.unroute("**/api/users");
    await wizard.submit.click();
    await wizard.heading("Feedback");
    expect(query("SELECT id FROM CareerApplication WHERE emailAddress = ?", email)).toHaveLength(1);
  });

  test("on a phone only the questions show first; the form appears after the third answer", async ({ page }) => {
    const wizard = await WizardPage.open(page, "/career-form", { width: 390, height: 844 });
    await expect(page.getByLabel("First Name")).toBeHidden();
    await wizard.answer(["Have you visited before?", "Yes"], [/Purpose of choosing/, "Data Analysis"], ["How You Get To Know About?", "Web"]);
    await expect(page.getByLabel("First Name")).toBeVisible();
    await expect(wizard.left).toBeHidden();
    await page.getByRole("button", { name: "Change my answers" }).click();
    await expect(wizard.left.getByRole("group", { name: "Have you visited before?" })).toBeVisible();
  });

  test("the failed feedback send keeps the visitor on the feedback screen", async ({ page }) => {
    const wizard = await WizardPage.open(page, "/career-form");
    await toReview(wizard, uniqueEmail("fb"), "resume.pdf");
    await wizard.agreeAndSubmit();
    await wizard.heading("Feedback");
    await page.route("**/api/feedback", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await wizard.submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "Error submitting data" })).toBeVisible();
    await wizard.heading("Feedback");
  });
});
