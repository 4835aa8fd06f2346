import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

export const fixture = (name: string) => path.join(__dirname, "..", "fixtures", name);

/** One intake wizard: its quick questions on the left, its steps on the right. */
export class WizardPage {
  readonly left: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly submit: Locator;
  readonly errorLine: Locator;

  constructor(readonly page: Page) {
    this.left = page.getByRole("complementary", { name: "Quick questions" });
    this.next = page.getByRole("button", { name: "Next", exact: true });
    this.back = page.getByRole("button", { name: "Back", exact: true });
    this.submit = page.getByRole("button", { name: "Submit", exact: true });
    this.errorLine = page.getByText("Please Enter all details from left and right sections of the page.");
  }

  /** The wizard at `path`, opened in a window of `viewport` when one is given. */
  static async open(page: Page, path: string, viewport?: { width: number; height: number }): Promise<WizardPage> {
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(path);
    return new WizardPage(page);
  }

  /** Answers the quick questions in order, checking each question's text. */
  async answer(...pairs: Array<[question: string | RegExp, option: string]>) {
    for (const [question, option] of pairs) {
      await expect(this.left.getByRole("group", { name: question })).toBeVisible();
      await this.left.getByRole("button", { name: option, exact: true }).click();
    }
  }

  async fillPersonal(data: { first: string; last: string; gender: string; location: string; phone: string; email: string }) {
    const page = this.page;
    await page.getByLabel("First Name").fill(data.first);
    await page.getByLabel("Last Name").fill(data.last);
    await page.getByRole("radio", { name: data.gender, exact: true }).check();
    await page.getByLabel("Location").fill(data.location);
    await page.getByLabel("Phone Number").fill(data.phone);
    await page.getByLabel("Email", { exact: true }).fill(data.email);
  }

  async heading(name: string) {
    await expect(this.page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }

  /** Ticks the agreement and submits the review step. */
  async agreeAndSubmit() {
    await this.page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    await this.submit.click();
  }

  /** A job application's second step (the position already filled in from the job), then the review sent. */
  async sendJobStep() {
    const page = this.page;
    await page.getByLabel("Experience (years)", { exact: true }).fill("5");
    await page.getByLabel("Relevant Experience (years)").fill("4");
    await page.getByLabel("Current Company").fill("Acme Softech");
    await page.getByLabel("Notice Period").fill("30 days");
    await page.getByLabel("Resume").setInputFiles(fixture("resume.pdf"));
    await this.next.click();
    await this.heading("Take A Look");
    await this.agreeAndSubmit();
    await this.heading("Feedback");
  }

  async sendFeedback() {
    await this.heading("Feedback");
    await expect(this.page.getByRole("status").filter({ hasText: "Data submitted successfully!" })).toBeVisible();
    await this.page.getByRole("group", { name: "Have you applied with us before?" }).getByLabel("No").check();
    await this.page.getByLabel("How was your experience with this form?").selectOption("good");
    await this.page.getByLabel("Suggestions").fill("Clear and quick.");
    await this.submit.click();
    await expect(this.page.getByRole("heading", { name: "Thank You for submission" })).toBeVisible();
    await expect(this.page.getByText("We got you feedback!")).toBeVisible();
    await expect(this.page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
  }
}
