// Issue 16, items 4 to 6, as an operator goes through them: enrolling TOTP on the first sign-in
// (after a code mailed to the address, issue 23 item 2) and signing in with a code from the tests'
// own RFC 6238 generator (e2e/support/totp.ts) or a recovery code; inviting an operator who accepts
// and enrols; and the audit trail's page showing a row for each audited action.
import { hash } from "@node-rs/argon2";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { baseUrl, codeInMail, createAccount, ENROL_CODE_SUBJECT, execute, expect, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations, query, uniqueEmail } from "./support/fixtures";
import { linkIn, mailTo, waitForMail, waitForNthMail } from "./support/mail";
import { insertPendingPost } from "./support/blog-posts";
import { insertSubscriber, submitCareer, uniqueTag } from "./support/records";
import { totp } from "./support/totp";

const PASSWORD = "Str0ng!Pass";

// Each test walks several screens with argon2 logins: generous on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A verified account with a password, as sign-up would leave it. */
async function passwordAccount(role: "user" | "operator"): Promise<string> {
  const email = uniqueEmail(`${role}-2fa`);
  const now = sqlDate(new Date());
  execute(
    `INSERT INTO "User" ("id", "email", "name", "role", "passwordHash", "emailVerifiedAt", "createdAt", "updatedAt") VALUES (?, ?, 'Nisha', ?, ?, ?, ?, ?)`,
    randomUUID(),
    email,
    role,
    await hash(PASSWORD, { algorithm: 2 }),
    now,
    now,
    now,
  );
  return email;
}

async function logIn(page: Page, email: string): Promise<void> {
  const answer = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(answer.status()).toBe(200);
}

const codeField = (page: Page) => page.getByLabel("Authenticator code");

const qrCode = (page: Page) => page.getByRole("img", { name: "QR code to add this account to an authenticator app" });

/** Asks for the mailed code (the first time) or a new one, types it in and returns the key then shown. */
async function keyOnScreen(page: Page, email: string, button: "Send me the code" | "Send a new code"): Promise<string> {
  const before = (await mailTo(email, ENROL_CODE_SUBJECT)).length;
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent a 6-digit code to your e-mail address." })).toBeVisible();
  const code = codeInMail(await waitForNthMail(email, ENROL_CODE_SUBJECT, before + 1));
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Show my key" }).click();
  await expect(qrCode(page)).toBeVisible();
  const key = (await page.locator("#totp-key").getAttribute("data-key")) ?? "";
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  return key;
}

async function enrolOnScreen(page: Page, email: string): Promise<{ key: string; codes: string[] }> {
  await expect(page.getByText("First we send a 6-digit code to your e-mail address")).toBeVisible();
  // No key before the mailbox answers.
  await expect(qrCode(page)).toHaveCount(0);
  const key = await keyOnScreen(page, email, "Send me the code");
  await expectNoAxeViolations(page);
  await codeField(page).fill(totp(key));
  await page.getByRole("button", { name: "Continue" }).click();
  const list = page.getByRole("list", { name: "Your recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  await expectNoAxeViolations(page);
  const codes = await list.getByRole("listitem").allTextContents();
  await page.getByRole("link", { name: "I have saved them, continue" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  return { key, codes };
}

test.describe("operator two-step sign-in", () => {
  test("a half-signed-in operator is not signed in on the account pages: they send it to the second factor", async ({ page, context }) => {
    const half = createAccount("operator");
    await context.addCookies([{ name: "sid", value: half.token, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
    for (const path of ["/account", "/account/applications"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/two-factor\\?next=${encodeURIComponent(path)}$`));
    }
    expect(await (await page.request.get("/api/auth/me")).json()).toEqual({ account: null });
    expect((await page.request.get("/api/account/data")).status()).toBe(401);
  });

  test("enrols on the first sign-in, then signs in with a code and with a recovery code once", async ({ page, context }) => {
    const email = await passwordAccount("operator");
    await logIn(page, email);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/two-factor\?next=%2Fadmin$/);
    // Half signed in: no operator handler answers either.
    expect((await page.request.get("/api/admin/campaigns")).status()).toBe(401);
    const { key, codes } = await enrolOnScreen(page, email);
    const enrolledMail = await waitForMail(email, /^Two-step sign-in is set up for your operator account$/);
    expect(enrolledMail.text).toContain("An authenticator app was just set up for two-step sign-in to your operator account");
    expect(query<{ secret: string }>(`SELECT "secret" FROM "TwoFactor" t JOIN "User" u ON u.id = t.userId WHERE u.email = ?`, email)[0]?.secret).not.toContain(
      key,
    );

    await context.clearCookies();
    await logIn(page, email);
    await page.goto("/admin/audit");
    await expect(page).toHaveURL(/\/two-factor\?next=%2Fadmin%2Faudit$/);
    await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The enrolment spent this step's code: the app's next code is the one a person would type.
    await codeField(page).fill(totp(key, Date.now(), 1));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Audit trail" })).toBeVisible();

    for (const attempt of ["first", "again"] as const) {
      await context.clearCookies();
      await logIn(page, email);
      await page.goto("/admin");
      await page.getByText("Lost your phone? Use a recovery code").click();
      await page.getByLabel("Recovery code").fill(codes[0] ?? "");
      await page.getByRole("button", { name: "Use recovery code" }).click();
      if (attempt === "first") await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      else await expect(page.getByText("That code is not correct. Please try again.")).toBeVisible();
    }
    // One mail for the enrolment and one for the recovery code that signed in (none for the refused one).
    const used = await waitForMail(email, /^A recovery code was used to sign in$/);
    expect(used.text).toContain("9 recovery codes are left.");
    await page.waitForTimeout(1_000);
    expect(await mailTo(email, /^Two-step sign-in is set up for your operator account$/)).toHaveLength(1);
    expect(await mailTo(email, /^A recovery code was used to sign in$/)).toHaveLength(1);
  });

  test("the password alone shows no key; each attempt gets a new key and the older one no longer verifies", async ({ page, context }) => {
    const email = await passwordAccount("operator");
    await logIn(page, email);
    await page.goto("/two-factor");
    await expect(page.getByRole("button", { name: "Send me the code" })).toBeVisible();
    await expect(qrCode(page)).toHaveCount(0);
    expect(await page.content()).not.toMatch(/data-key=|otpauth:/);
    expect(query(`SELECT 1 FROM "TwoFactor" t JOIN "User" u ON u.id = t.userId WHERE u.email = ?`, email)).toHaveLength(0);
    // Without the mailed code nothing is shown, whatever code is sent.
    const guessed = await page.request.post("/api/auth/two-factor/enrol", { data: { code: "123456" } });
    expect(guessed.status()).toBe(422);
    expect(await guessed.json()).toEqual({
      error: "This code is not valid. Please check it, or ask for a new code.",
      errors: [{ field: "code", msg: "This code is not valid. Please check it, or ask for a new code." }],
    });

    const first = await keyOnScreen(page, email, "Send me the code");
    const second = await keyOnScreen(page, email, "Send a new code");
    expect(second).not.toBe(first);
    expect(await mailTo(email, ENROL_CODE_SUBJECT)).toHaveLength(2);
    // The first key was shown and copied: its codes enrol nothing now.
    const stale = await context.request.post("/api/auth/two-factor", { data: { code: totp(first) } });
    expect(stale.status()).toBe(422);
    await codeField(page).fill(totp(second));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem")).toHaveCount(10);
  });

  test("an invited person accepts, becomes an operator and enrols", async ({ page, operator, browser }) => {
    const invitee = await passwordAccount("user");
    await page.goto("/admin/operators");
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mail address").fill(invitee);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toHaveText("Invitation sent.");
    await expect(page.getByText(`${invitee} · Invited by ${operator.email}`)).toBeVisible();

    const link = linkIn(await waitForMail(invitee, /invited to be an operator/), "/operator-invite?token=");
    const inviteeContext = await browser.newContext({ baseURL: new URL(link).origin, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage.getByRole("link", { name: "Log in" })).toBeVisible();
    await logIn(inviteePage, invitee);
    await inviteePage.goto(link);
    await expectNoAxeViolations(inviteePage);
    await inviteePage.getByRole("button", { name: "Accept and set up two-step sign-in" }).click();
    await expect(inviteePage).toHaveURL(/\/two-factor\?next=(%2F|\/)admin$/);
    await enrolOnScreen(inviteePage, invitee);
    await inviteeContext.close();

    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(invitee.replace(/[.+]/g, "\\$&")) })).toContainText("On");
  });
});

test.describe("operator idle timeout", () => {
  // Issue 34, L2: an operator session not used for 8 hours is ended, besides its 30 days.
  test("a session last used 7 h 58 min ago still opens the operator area; one last used 8 h 1 min ago asks to log in again", async ({ page, operator }) => {
    const lastUsed = (ms: number) =>
      execute(
        `UPDATE "Session" SET "lastSeenAt" = ? WHERE "userId" = (SELECT "id" FROM "User" WHERE "email" = ?)`,
        sqlDate(new Date(Date.now() - ms)),
        operator.email,
      );
    const sessions = () =>
      query<{ n: number }>(`SELECT COUNT(*) AS n FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE u."email" = ?`, operator.email)[0]?.n;
    lastUsed((8 * 60 - 2) * 60_000);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    lastUsed((8 * 60 + 1) * 60_000);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    expect(sessions()).toBe(0);
    expect((await page.request.get("/admin/export/contact-messages.csv")).status()).toBe(401);
  });
});

test.describe("audit trail", () => {
  test("shows a row for each audited action, filterable by operator and action", async ({ page, operator }) => {
    const tag = uniqueTag();
    const career = await submitCareer(page.request, { firstName: tag }, { resume: true });
    expect((await page.request.get(`/admin/career-applications/${career.id}/resume`)).status()).toBe(200);
    expect((await page.request.get("/admin/export/career-applications.csv?status=new")).status()).toBe(200);
    const work = (data: Record<string, string>) => page.request.post(`/api/admin/work/career/${career.id}`, { data });
    expect((await work({ action: "stage", stageId: "applications:screening" })).status()).toBe(200);
    expect((await work({ action: "note", body: "Called back" })).status()).toBe(200);
    const [publish, reject] = [insertPendingPost(`Publish ${tag}`), insertPendingPost(`Reject ${tag}`)];
    expect((await page.request.post(`/api/admin/blog-posts/${publish.id}`, { data: { action: "publish" } })).status()).toBe(200);
    expect((await page.request.post(`/api/admin/blog-posts/${reject.id}`, { data: { action: "reject" } })).status()).toBe(200);
    insertSubscriber(`reader-${tag.toLowerCase()}@example.com`, "confirmed");
    expect((await page.request.post("/api/send-newsletter", { multipart: { subject: `Audit ${tag}`, message: "Hi." } })).status()).toBe(202);
    const mailId = randomUUID();
    const now = sqlDate(new Date());
    execute(
      `INSERT INTO "OutboxMail" ("id", "kind", "to", "payload", "status", "attempts", "lastError", "createdAt", "nextAttemptAt") VALUES (?, 'auth-account-exists', ?, '{}', 'failed', 3, 'refused', ?, ?)`,
      mailId,
      `refused-${tag.toLowerCase()}@example.com`,
      now,
      now,
    );
    expect((await page.request.post(`/api/admin/records/outgoing-mail/${mailId}/retry`)).status()).toBe(200);
    const invitee = uniqueEmail("invitee");
    expect((await page.request.post("/api/admin/operators", { data: { email: invitee } })).status()).toBe(200);
    const colleague = await passwordAccount("operator");
    const colleagueId = query<{ id: string }>(`SELECT "id" FROM "User" WHERE "email" = ?`, colleague)[0]?.id ?? "";
    expect((await page.request.post(`/api/admin/operators/${colleagueId}/remove`, { data: {} })).status()).toBe(200);

    await page.goto(`/admin/audit?q=${encodeURIComponent(operator.email)}`);
    await expectNoAxeViolations(page);
    const table = page.getByRole("table");
    const expected = [
      "Resume or file downloaded",
      "List exported as CSV",
      "Moved to another stage",
      "Note added",
      "Blog post published",
      "Blog post rejected",
      "Newsletter sent or scheduled",
      "Operator invited",
      "Operator removed",
      "Mail sent again",
    ];
    for (const action of expected) await expect(table.getByRole("cell", { name: action, exact: true })).toHaveCount(1);
    await expect(table.getByRole("cell", { name: "New → Screening" })).toBeVisible();

    await page.getByLabel("Action").selectOption({ label: "Blog post published" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=blog-publish/);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    // The row names its record by title and links to it.
    await expect(page.getByRole("table").getByRole("link", { name: `Publish ${tag}` })).toHaveAttribute("href", new RegExp(publish.id));
  });
});
