// Issue 23, item 15: ten wrong reset codes from anyone stop the address's codes for a day, not its
// mailbox. The owner opens the link in a new reset mail and chooses a new password in the browser.
import { AuthPages, mailedCode, PASSWORD } from "./pages/auth";
import { expect, query, test, uniqueEmail } from "./support/fixtures";
import { linkIn, mailTo, waitForMail, waitForNthMail } from "./support/mail";

const RESET_SUBJECT = /^Your password reset code$/;

test("while wrong codes from others stop the reset codes, the link in the reset mail still sets a new password", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("owner");
  const auth = new AuthPages(page);
  expect((await page.request.post("/api/auth/signup", { data: { name: "Owner", email, password: PASSWORD, confirmPassword: PASSWORD } })).status()).toBe(200);
  expect((await page.request.post("/api/auth/verify-email", { data: { email, code: await mailedCode(email, /verification code/i) } })).status()).toBe(200);

  // Someone else guesses ten codes for the address, from ten addresses of their own.
  const guesser = await browser.newContext();
  for (let i = 0; i < 10; i++) {
    const answer = await guesser.request.post("/api/auth/verify-email", {
      data: { email, code: "000000", purpose: "reset" },
      headers: { "x-forwarded-for": `192.0.2.${i + 1}` },
    });
    expect([422, 429]).toContain(answer.status());
  }
  await guesser.close();
  expect(query<{ failures: number }>(`SELECT "failures" FROM "CodeGuard" WHERE "email" = ? AND "purpose" = 'reset'`, email)[0]?.failures).toBe(10);
  const notice = await waitForMail(email, /^Too many wrong codes for your address$/);
  expect(notice.text).toContain("use Forgot Password again and open the link in the mail we send: the link still works");

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/verify-code$/);
  const mail = await waitForNthMail(email, RESET_SUBJECT, 1);
  const code = /is (\d{6})/.exec(mail.text ?? "")?.[1] ?? "";
  // The right code is refused: the codes are stopped for the day (or the address's slow-down answers first).
  const refused = await page.request.post("/api/auth/verify-email", { data: { email, code, purpose: "reset" } });
  expect([422, 429]).toContain(refused.status());

  const link = linkIn(mail, "/reset-password#token=");
  await page.goto(link);
  // The token leaves the address bar (and so the history) as soon as the screen reads it.
  await expect(page).toHaveURL(/\/reset-password$/);
  const newPassword = "N3w!Secret";
  await auth.chooseNewPassword(newPassword);

  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(401);
  await auth.fillLogin(email, newPassword);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("dialog", { name: /^Welcome, / })).toBeVisible();
  // The link worked once.
  const again = await page.request.post("/api/auth/reset-password/link", {
    data: { token: new URL(link).hash.replace("#token=", ""), password: "An0ther!Pass", confirmPassword: "An0ther!Pass" },
  });
  expect(again.status()).toBe(422);
  expect(await mailTo(email, RESET_SUBJECT)).toHaveLength(1);
});
