import { AuthPages, mailedCode, PASSWORD } from "./pages/auth";
import { expect, query, test, uniqueEmail } from "./support/fixtures";

type UserRow = { email: string; name: string; role: string; emailVerifiedAt: number | null; introduction: string | null; passwordHash: string };
const userRow = (email: string) => query<UserRow>("SELECT * FROM User WHERE email = ?", email)[0];

test.describe("account journeys", () => {
  test("sign-up → mailed code → introduction → login → welcome dialog → logout", async ({ page, context }) => {
    const auth = new AuthPages(page);
    const email = uniqueEmail("walker");
    const greetingName = email.charAt(0).toUpperCase() + email.slice(1, email.indexOf("@"));

    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
    await auth.fillSignup({ name: "Walker Test", email, password: PASSWORD, confirm: PASSWORD });
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole("heading", { level: 1, name: "Verify Email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const stored = userRow(email);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.emailVerifiedAt).toBeNull();

    const code = await mailedCode(email, /verification code/i);
    await auth.typeCode(code);
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(page).toHaveURL(/\/introduction$/);
    expect(userRow(email)?.emailVerifiedAt).not.toBeNull();

    await expect(page.getByRole("heading", { level: 1, name: "Tell Us About Yourself" })).toBeVisible();
    await expect(page.getByText(`Hello, ${greetingName}!`)).toBeVisible();
    for (const option of ["I am a Student", "I am a Freelancer", "I am a Businessman", "I am an Explorer"]) {
      await expect(page.getByRole("radio", { name: option })).toBeVisible();
    }
    await page.getByRole("radio", { name: "I am a Freelancer" }).check();
    await page.getByRole("button", { name: "Get Started" }).click();
    await auth.expectToast("Your account is created! You can now login.");
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    expect(userRow(email)?.introduction).toBe("freelancer");

    await auth.fillLogin(email, PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // The welcome uses the name given at sign-up, not the address (#35, item 9).
    const dialog = page.getByRole("dialog", { name: "Welcome, Walker Test!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Proceed" })).toBeFocused();
    const sid = (await context.cookies()).find((cookie) => cookie.name === "sid");
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    await dialog.getByRole("button", { name: "Proceed" }).click();
    await expect(page).toHaveURL(/\/$/);

    const me = await page.request.get("/api/auth/session");
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);

    await page.goto("/login");
    await expect(page.getByText(`You are logged in as ${email}.`)).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByLabel("Password")).toBeVisible();
    expect((await page.request.get("/api/auth/session")).status()).toBe(401);
    expect(query("SELECT s.id FROM Session s JOIN User u ON u.id = s.userId WHERE u.email = ?", email)).toHaveLength(0);
  });

  test("after Proceed the visitor lands on the page that sent them to login", async ({ page }) => {
    const auth = new AuthPages(page);
    const email = uniqueEmail("returner");
    await page.request.post("/api/auth/signup", { data: { name: "Returner", email, password: PASSWORD, confirmPassword: PASSWORD } });
    const code = await mailedCode(email, /verification code/i);
    expect((await page.request.post("/api/auth/verify-email", { data: { email, code } })).status()).toBe(200);

    await page.goto("/login?next=%2Fblogs");
    await auth.fillLogin(email, PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Proceed" }).click();
    await expect(page).toHaveURL(/\/blogs$/);

    await page.goto("/login?next=%2F%2Fevil.example");
    await page.getByRole("button", { name: "Log out" }).click();
    await auth.fillLogin(email, PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Proceed" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("forgot → code → reset: old session refused, old password refused, new password works", async ({ page, browser }) => {
    const email = uniqueEmail("forgetful");
    const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });
    await other.request.post("/api/auth/signup", { data: { name: "Forgetful", email, password: PASSWORD, confirmPassword: PASSWORD } });
    await other.request.post("/api/auth/verify-email", { data: { email, code: await mailedCode(email, /verification code/i) } });
    expect((await other.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
    expect((await other.request.get("/api/auth/session")).status()).toBe(200);

    const auth = new AuthPages(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot Password" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/verify-code$/);
    const code = await mailedCode(email, /password reset code/i);
    await auth.typeCode(code);
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);

    const newPassword = "N3w!Secret";
    await auth.chooseNewPassword(newPassword);

    expect((await other.request.get("/api/auth/session")).status()).toBe(401);
    await other.close();

    await auth.fillLogin(email, PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await auth.expectToast("Invalid email or password.");
    await auth.fillLogin(email, newPassword);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("dialog", { name: /^Welcome, / })).toBeVisible();
  });
});
