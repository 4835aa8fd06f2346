import type { Page } from "@playwright/test";
import { fixture, WizardPage } from "./pages/wizard";
import { expect, expectNoAxeViolations, query, sha256Of, storedFileSha256, test, uniqueEmail } from "./support/fixtures";

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

type Row = Record<string, string | number | null>;
const person = (email: string) => ({ first: "Ravi", last: "Kumar", gender: "Male", location: "Lucknow", phone: "9123456780", email });

/** The business step of a leather works that wants supervisors recruited, every field answered. */
async function fillBusinessStep(page: Page) {
  await page.getByLabel("Company").fill("Kanpur Leather Works");
  await page.getByLabel("Service").selectOption("Recruitment");
  await page.getByLabel("Industry").fill("Manufacturing");
  await page.getByLabel("Position", { exact: true }).fill("HR Manager");
  await page.getByLabel("Point of contact email").fill("hr@example.com");
  await page.getByLabel("Timeline").fill("Within 6 weeks");
  await page.getByLabel("Description").fill("Twelve line supervisors for a new plant.");
}

test.describe("business wizard", () => {
  for (const viewport of VIEWPORTS) {
    test(`a company asks for a service with a DOCX brief at ${viewport.width} px and the enquiry is stored with its file`, async ({ page }) => {
      const email = uniqueEmail("business");
      const wizard = await WizardPage.open(page, "/business-form", viewport);
      await wizard.answer(
        ["Have you visited before?", "Yes"],
        ["Did you approach other similar company before?", "No"],
        ["How You Get To Know About?", "Someone Suggest"],
      );
      await wizard.fillPersonal(person(email));
      await wizard.next.click();
      await wizard.heading("Business Related Information");
      await wizard.next.click();
      for (const message of ["company is required", "service is required", "Timeline is required", "Description is required"]) {
        await expect(page.getByText(message)).toBeVisible();
      }
      await fillBusinessStep(page);
      await page.getByLabel("Supporting file (optional)").setInputFiles(fixture("resume.docx"));
      await wizard.next.click();
      await wizard.heading("Take A Look");
      await expect(page.getByRole("term").filter({ hasText: /^File$/ })).toBeVisible();
      await wizard.agreeAndSubmit();
      await wizard.sendFeedback();
      const [row] = query<Row>("SELECT * FROM BusinessEnquiry WHERE emailAddress = ?", email);
      expect(row).toMatchObject({ company: "Kanpur Leather Works", service: "Recruitment", about: "manyTime", purpose: "No", about2: "Suggest" });
      expect(row?.resumeUploadedAt).toBeTruthy();
      expect(await storedFileSha256(row?.resumeKey)).toBe(sha256Of(fixture("resume.docx")));
    });
  }

  test("the agreement and the third answer are required on the review", async ({ page }) => {
    const wizard = await WizardPage.open(page, "/business-form");
    await wizard.answer(["Have you visited before?", "No"], ["Did you approach other similar company before?", "Yes"]);
    await wizard.fillPersonal(person(uniqueEmail()));
    await wizard.next.click();
    await fillBusinessStep(page);
    await wizard.next.click();
    await wizard.submit.click();
    await expect(page.getByText("Selected the aggreement checkbox")).toBeVisible();
    await expect(page.getByText("About is required").first()).toBeVisible();
    await expect(wizard.errorLine).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("partnership wizard", () => {
  for (const viewport of VIEWPORTS) {
    test(`organisation and position appear for a partner who works now (${viewport.width} px); the purpose label is stored as its old value`, async ({
      page,
    }) => {
      const email = uniqueEmail("partner");
      const wizard = await WizardPage.open(page, "/partner-form", viewport);
      await wizard.answer(
        ["Have you visited before?", "No"],
        ["What is the purpose of the partnership?", "Business Colaboration"],
        ["How did you find us?", "Web"],
      );
      // On a wide screen the third answer leaves the last question in place.
      if (viewport.width > 1000) await expect(wizard.left.getByRole("group", { name: "How did you find us?" })).toBeVisible();
      else await expect(wizard.left).toBeHidden();
      await wizard.fillPersonal(person(email));
      await wizard.next.click();
      await wizard.heading("Partnership Related Information");
      await wizard.next.click();
      for (const message of [
        "Company is required",
        "Partnership Type is required",
        "POC Email is required",
        "Current Work is required",
        "Reason is required",
        "Description is required",
      ]) {
        await expect(page.getByText(message)).toBeVisible();
      }
      await page.getByLabel("Company or individual name").fill("Ravi Consulting");
      await page.getByLabel("Industry").fill("Education");
      await page.getByLabel("Partnership Type").selectOption("referral");
      await page.getByLabel("Point of contact email").fill("ravi@example.com");
      await expect(page.getByLabel("Organisation")).toBeHidden();
      await page.getByRole("radio", { name: "Yes" }).check();
      await page.getByLabel("Reason for the partnership").fill("Refer clients from my network.");
      await page.getByLabel("Description", { exact: true }).fill("Training institutes in Lucknow.");
      await wizard.next.click();
      await expect(page.getByText("Organisation is required")).toBeVisible();
      await expect(page.getByText("Your Current Position is required")).toBeVisible();
      await page.getByLabel("Organisation").fill("Lucknow Skills Centre");
      await page.getByLabel("Your Current Position").fill("Director");
      await wizard.next.click();
      await wizard.heading("Take A Look");
      await expect(page.getByRole("definition").filter({ hasText: "Business Colaboration" })).toBeVisible();
      await wizard.agreeAndSubmit();
      await wizard.sendFeedback();
      const [row] = query<Row>("SELECT * FROM PartnershipEnquiry WHERE email = ?", email);
      expect(row).toMatchObject({
        purpose: "Internship",
        partnershipType: "referral",
        currentWork: "yes",
        organization: "Lucknow Skills Centre",
        position: "Director",
      });
    });
  }

  test("on a phone the third answer returns to the first question and reveals the form", async ({ page }) => {
    const wizard = await WizardPage.open(page, "/partner-form", { width: 390, height: 844 });
    await wizard.answer(
      ["Have you visited before?", "Yes"],
      ["What is the purpose of the partnership?", "Skill Upgradation"],
      ["How did you find us?", "Web Browsing"],
    );
    await expect(page.getByLabel("First Name")).toBeVisible();
    await page.getByRole("button", { name: "Change my answers" }).click();
    await expect(wizard.left.getByRole("group", { name: "Have you visited before?" })).toBeVisible();
  });

  test("the wizard pages have no axe violations in dark theme, and /merge-form/partnership serves the same wizard", async ({ page }) => {
    await page.goto("/merge-form/partnership");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partnership Form");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await new WizardPage(page).next.click();
    await expectNoAxeViolations(page);
  });
});
