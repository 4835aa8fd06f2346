// Accounts with a purpose: the navbar's account island, My applications (including what was sent
// before signing up), withdrawing, the account page's password change, data download and deletion,
// prefilled forms, and the mails around them.
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./support/accounts";
import { expect, expectNoAxeViolations, query, storedFileSha256, test, uniqueEmail } from "./support/fixtures";
import { mailTo, waitForMail } from "./support/mail";
import { RESUME, submitCareer } from "./support/records";
import { unzip } from "../test/support/zip";
import { mailedCode, PASSWORD } from "./pages/auth";

const NAME = "Meera Iyer";
const NEW_PASSWORD = "N3w!Passw0rd";

/** A verified account made through the API, as the sign-up screens would make it. */
async function signUp(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post("/api/auth/signup", { data: { name: NAME, email, password: PASSWORD, confirmPassword: PASSWORD } })).status()).toBe(200);
  const code = await mailedCode(email, /verification code/i);
  expect((await request.post("/api/auth/verify-email", { data: { email, code } })).status()).toBe(200);
}

/** Logs this page's browser in (the API sets the session cookie in the page's context). */
async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
}

test.describe("accounts", () => {
  test("the navbar offers Log in and Sign up to visitors, on wide screens and in the mobile menu", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Sign up" })).toBeVisible();
  });

  test("sign-up → an earlier application appears under My applications → withdraw → the operator sees it withdrawn", async ({
    page,
    request,
    browser,
    visitorIp,
  }) => {
    test.slow(); // two browsers and three pages' axe checks
    const email = uniqueEmail("applicant");
    const application = await submitCareer(request, { emailAddress: email, position: "QA Lead" }, { resume: true });
    await signUp(request, email);
    await logIn(page, email);

    await page.goto("/about");
    const menuButton = page.getByRole("button", { name: `Account menu of ${NAME}` });
    await expect(menuButton).toBeVisible();
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await page.getByRole("link", { name: "My applications" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "My applications" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "QA Lead (IT)" });
    await expect(row.getByRole("rowheader")).toHaveText("Career application");
    // Where it stands, in the applicant's words (lib/content/conversations-applicant.ts), not the team's stage.
    await expect(row.getByRole("cell", { name: "Received", exact: true })).toBeVisible();
    await expect(row).toContainText("resume.pdf");
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: /^Withdraw/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "withdrawn" })).toHaveText("Your application is withdrawn. Our team sees it as withdrawn.");
    await expect(page.getByRole("row").filter({ hasText: "QA Lead (IT)" }).getByRole("cell", { name: "Closed", exact: true })).toBeVisible();
    expect(query<{ status: string }>("SELECT status FROM CareerApplication WHERE id = ?", application.id)[0]?.status).toBe("withdrawn");

    const operatorContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp } });
    await signIn(operatorContext, "operator");
    const operatorPage = await operatorContext.newPage();
    await operatorPage.goto(`/admin/career-applications?q=${encodeURIComponent(email)}`);
    await expect(operatorPage.getByRole("cell", { name: "Withdrawn", exact: true })).toBeVisible();
    await operatorPage.goto(`/admin/career-applications/${application.id}`);
    await expect(operatorPage.getByRole("combobox", { name: "Stage", exact: true })).toHaveValue("applications:withdrawn");
    await expect(operatorPage.getByRole("list", { name: "History" })).toContainText("Withdrawn by the visitor");
    await operatorContext.close();
  });

  test("changing the password signs out the account's other browser", async ({ page, browser, request, visitorIp }) => {
    test.slow(); // two browsers, each signing in with argon2
    const email = uniqueEmail("changer");
    await signUp(request, email);
    const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp } });
    const otherPage = await other.newPage();
    await logIn(otherPage, email);
    await logIn(page, email);

    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.getByRole("region", { name: "Change password" });
    await form.getByLabel("Current password").fill("Wr0ng!Pass");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("alert")).toHaveText("The current password is not correct.");
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toHaveText("Your password is changed. Other browsers are signed out.");

    await otherPage.goto("/account");
    await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount$/);
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    expect((await request.post("/api/auth/login", { data: { email, password: NEW_PASSWORD } })).status()).toBe(200);
    await other.close();
  });

  test("download my data is a zip of every row stored for the address and the resume sent", async ({ page, request }) => {
    const email = uniqueEmail("exporter");
    const career = await submitCareer(request, { emailAddress: email }, { resume: true, feedback: { appliedBefore: 1 } });
    expect((await request.post("/api/contact", { data: { name: NAME, email, phone: "9876543210", message: "Export me", privacy: true } })).status()).toBe(201);
    await signUp(request, email);
    await logIn(page, email);
    await page.goto("/account");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("my-data.zip");
    const entries = await unzip(fs.readFileSync(await download.path()));
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "") as {
      email: string;
      tables: Record<string, Array<{ id?: string; email?: string }>>;
    };
    expect([...entries.keys()]).toEqual(["data.json", "files/careerApplications/1.pdf"]);
    // The resume as it was sent, decrypted from the store.
    expect(entries.get("files/careerApplications/1.pdf")?.equals(fs.readFileSync(RESUME))).toBe(true);

    expect(data.email).toBe(email);
    expect(data.tables.accounts?.map((row) => row.email)).toEqual([email]);
    const ids = (list: Array<{ id?: string }> | undefined) => (list ?? []).map((row) => row.id).sort();
    expect(ids(data.tables.careerApplications)).toEqual([career.id]);
    expect(ids(data.tables.contactMessages)).toEqual(
      query<{ id: string }>("SELECT id FROM ContactMessage WHERE email = ?", email)
        .map((row) => row.id)
        .sort(),
    );
    expect(ids(data.tables.feedback)).toEqual(
      query<{ id: string }>("SELECT id FROM Feedback WHERE submissionId = ?", career.id)
        .map((row) => row.id)
        .sort(),
    );
    expect(data.tables.outboxMail).toHaveLength(query('SELECT id FROM OutboxMail WHERE "to" = ?', email).length);
    expect(data.tables.sessions).toHaveLength(query("SELECT s.id FROM Session s JOIN User u ON u.id = s.userId WHERE u.email = ?", email).length);
  });

  test("deleting the account, confirmed by a mailed code, removes its rows and files", async ({ page, request }) => {
    const email = uniqueEmail("leaver");
    const career = await submitCareer(request, { emailAddress: email }, { resume: true });
    const key = query<{ resumeKey: string }>("SELECT resumeKey FROM CareerApplication WHERE id = ?", career.id)[0]?.resumeKey;
    expect(await storedFileSha256(key)).not.toBeNull();
    await request.post("/api/contact", { data: { name: NAME, email, phone: "9876543210", message: "Delete me", privacy: true } });
    await signUp(request, email);
    await logIn(page, email);

    await page.goto("/account");
    const deletion = page.getByRole("region", { name: "Delete my account and data" });
    await deletion.getByRole("button", { name: "Mail me a deletion code" }).click();
    await expect(deletion.getByRole("status")).toHaveText("The code is on its way. Enter it below within 10 minutes.");
    const code = await mailedCode(email, /delete your account/i);
    const confirm = page.getByRole("region", { name: "Enter your deletion code" });
    await confirm.getByLabel("Deletion code").fill(code);
    await confirm.getByRole("button", { name: "Delete my account and data" }).click();
    await expect(confirm.getByRole("status")).toHaveText("Your account and data are deleted.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

    expect(query("SELECT id FROM User WHERE email = ?", email)).toHaveLength(0);
    expect(query("SELECT id FROM ContactMessage WHERE email = ?", email)).toHaveLength(0);
    expect(query('SELECT id FROM OutboxMail WHERE "to" = ?', email)).toHaveLength(0);
    expect(query("SELECT firstName, emailAddress, resumeKey FROM CareerApplication WHERE id = ?", career.id)).toEqual([
      { firstName: "Deleted", emailAddress: "", resumeKey: null },
    ]);
    expect(await storedFileSha256(key)).toBeNull();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  });

  test("signed in, the contact form and a wizard come filled in, and the contact acknowledgement is mailed once", async ({ page, request }) => {
    const email = uniqueEmail("prefill");
    await signUp(request, email);
    await logIn(page, email);

    await page.goto("/contact");
    await expect(page.getByLabel("Name")).toHaveValue(NAME);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Phone").fill("9876543210");
    await page.getByLabel("Message").fill("Hello from a signed-in visitor");
    await page.getByLabel("I agree to the privacy policy").check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toBeVisible();
    const acknowledgement = await waitForMail(email, /We received your message/);
    expect(acknowledgement.text).toContain(`Hello ${NAME},`);
    expect(acknowledgement.text).not.toContain("Hello from a signed-in visitor");

    await page.goto("/career-form");
    await expect(page.getByLabel("First Name")).toHaveValue("Meera");
    await expect(page.getByLabel("Last Name")).toHaveValue("Iyer");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    expect(await mailTo(email, /We received your message/)).toHaveLength(1);
  });

  test("the operator can mail the applicant a new status, choosing per change", async ({ page, request }) => {
    await signIn(page.context(), "operator");
    const application = await submitCareer(request, { position: "Nurse" });
    await page.goto(`/admin/career-applications/${application.id}`);
    await page.getByRole("combobox", { name: "Stage", exact: true }).selectOption({ label: "Screening" });
    await page.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status")).toHaveText("Stage saved.");
    await page.getByRole("combobox", { name: "Stage", exact: true }).selectOption({ label: "Interview" });
    await page.getByLabel("Tell the applicant about the new status by e-mail").check();
    await page.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status")).toHaveText("Stage saved.");
    const mail = await waitForMail(application.emailAddress, /News about your career application/);
    expect(mail.text).toContain("has a new status: Being reviewed.");
    expect(await mailTo(application.emailAddress, /News about/)).toHaveLength(1);
    await expectNoAxeViolations(page);
  });
});
