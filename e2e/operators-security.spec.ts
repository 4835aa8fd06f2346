// Issue 23, items 4 and 12 in the operator area: cancelling an invitation through its confirmation
// step from the keyboard, and the second factor asked again before a sensitive action once the
// session's last check is more than 15 minutes old (then the action goes through). Issue 34, L2: a
// list's CSV export is such an action.
import type { BrowserContext } from "@playwright/test";
import { baseUrl, createAccount, enrolOperator, execute, expect, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations, query, uniqueEmail } from "./support/fixtures";
import { totp } from "./support/totp";

test.describe.configure({ timeout: 120_000 });

/** Signs the context in as a new operator and keeps the authenticator key and recovery codes. */
async function operatorWithKey(context: BrowserContext) {
  const account = createAccount("operator");
  await context.addCookies([{ name: "sid", value: account.token, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
  return { ...account, ...(await enrolOperator(context, account.email)) };
}

/** Moves the operator's last second-factor check `minutes` into the past, as time passing would. */
function ageSecondFactor(email: string, minutes: number): void {
  execute(
    `UPDATE "Session" SET "secondFactorAt" = ? WHERE "userId" = (SELECT "id" FROM "User" WHERE "email" = ?)`,
    sqlDate(new Date(Date.now() - minutes * 60_000)),
    email,
  );
}

const invitesTo = (email: string) => query<{ n: number }>(`SELECT COUNT(*) AS n FROM "OperatorInvite" WHERE "email" = ?`, email)[0]?.n;

test("an operator whose second factor is 16 minutes old confirms with a current code before inviting", async ({ page, context }) => {
  const operator = await operatorWithKey(context);
  ageSecondFactor(operator.email, 16);
  const invitee = uniqueEmail("invitee");

  const api = await page.request.post("/api/admin/operators", { data: { email: invitee }, headers: { origin: baseUrl() } });
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({
    error:
      "Confirm it is you first: enter a current code from your authenticator app at /admin/confirm. Operators confirm again before this action when their last code is more than 15 minutes old.",
  });

  await page.goto("/admin/operators");
  await expect(page.getByRole("region", { name: "Confirm it is you" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(invitee);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page).toHaveURL(/\/admin\/confirm\?next=%2Fadmin%2Foperators$/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
  expect(invitesTo(invitee)).toBe(0);
  await expectNoAxeViolations(page);

  const field = page.getByLabel("Authenticator code or recovery code");
  const next = totp(operator.key, Date.now(), 1);
  await field.fill(next === "000000" ? "111111" : "000000");
  await field.press("Enter");
  await expect(page.getByRole("region", { name: "Confirm it is you" }).getByRole("alert")).toHaveText("That code is not correct. Please try again.");

  await page.getByLabel("Authenticator code or recovery code").fill(next);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/admin\/operators$/);
  await expect(page.getByRole("region", { name: "Confirm it is you" })).toHaveCount(0);
  await page.getByLabel("E-mail address").fill(invitee);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText("Invitation sent.");
  expect(invitesTo(invitee)).toBe(1);
});

test("the confirmation step on the newsletter page also takes a recovery code", async ({ page, context }) => {
  const operator = await operatorWithKey(context);
  ageSecondFactor(operator.email, 20);
  await page.goto("/Newsletter");
  const gate = page.getByRole("region", { name: "Confirm it is you" });
  await expect(gate).toBeVisible();
  await gate.getByLabel("Authenticator code or recovery code").fill(operator.recoveryCodes[0] ?? "");
  await gate.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/Newsletter$/);
  await expect(page.getByRole("region", { name: "Confirm it is you" })).toHaveCount(0);
  const used = query<{ n: number }>(
    `SELECT COUNT(*) AS n FROM "RecoveryCode" WHERE "usedAt" IS NOT NULL AND "userId" = (SELECT "id" FROM "User" WHERE "email" = ?)`,
    operator.email,
  );
  expect(used[0]?.n).toBe(1);
});

test("an operator cancels an invitation from the keyboard after a clear confirmation", async ({ page, operator }) => {
  const invitee = uniqueEmail("cancelled");
  await page.goto("/admin/operators");
  await page.getByLabel("E-mail address").fill(invitee);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText("Invitation sent.");

  // Keeping it changes nothing.
  await page.getByRole("link", { name: `Cancel invitation to ${invitee}` }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("region", { name: `Cancel the invitation to ${invitee}?` });
  await expect(confirm).toContainText("The link in the mail stops working at once. You can invite the address again later.");
  await expectNoAxeViolations(page);
  await confirm.getByRole("link", { name: "No, keep it" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: `Cancel the invitation to ${invitee}?` })).toHaveCount(0);
  expect(invitesTo(invitee)).toBe(1);

  await page.getByRole("link", { name: `Cancel invitation to ${invitee}` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Yes, cancel the invitation" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("The invitation was cancelled: its link no longer works.");
  await expect(page.getByRole("link", { name: `Cancel invitation to ${invitee}` })).toHaveCount(0);
  expect(invitesTo(invitee)).toBe(0);
  const audit = query<{ action: string }>(`SELECT "action" FROM "AuditEvent" WHERE "actorEmail" = ? ORDER BY "at"`, operator.email);
  expect(audit.map((row) => row.action)).toEqual(["operator-invite", "operator-invite-cancel"]);
});

test("a list's CSV export with a second factor 16 minutes old asks for a code first, then the list's link downloads it", async ({ page, context }) => {
  const operator = await operatorWithKey(context);
  ageSecondFactor(operator.email, 16);
  const exports = () => query<{ n: number }>(`SELECT COUNT(*) AS n FROM "AuditEvent" WHERE "action" = 'csv-export' AND "actorEmail" = ?`, operator.email)[0]?.n;

  // A post's announce box says so before the click.
  await page.goto("/admin/blog-posts/new");
  const announce = page.getByRole("group", { name: "When to send" });
  await expect(announce.getByText("Announcing needs a code from your authenticator app given in the last 15 minutes.")).toBeVisible();
  await expect(announce.getByRole("link", { name: "Confirm it is you" })).toHaveAttribute("href", "/admin/confirm?next=%2Fadmin%2Fblog-posts%2Fnew");

  const api = await page.request.get("/admin/export/contact-messages.csv?status=new");
  expect(api.status()).toBe(403);
  await page.goto("/admin/contact-messages?status=new");
  await page.getByRole("link", { name: "Export CSV" }).click();
  await expect(page).toHaveURL(/\/admin\/confirm\?next=%2Fadmin%2Fcontact-messages%3Fstatus%3Dnew$/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
  expect(exports()).toBe(0);

  await page.getByLabel("Authenticator code or recovery code").fill(totp(operator.key, Date.now(), 1));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/admin\/contact-messages\?status=new$/);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(exports()).toBe(1);
});
