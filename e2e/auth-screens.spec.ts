import type { Page } from "@playwright/test";
import { AuthPages, mailedCode, PASSWORD } from "./pages/auth";
import { Carousel, freezeClock } from "./pages/carousel";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

const STRENGTH = "Password must contain at least 8 characters, including uppercase, lowercase, a number, and a special character.";

/** Counts POSTs to /api/auth/*: client checks that fail must not reach the server. */
function countAuthPosts(page: Page) {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/auth/")) seen.count += 1;
  });
  return seen;
}

test.describe("client checks of spec 001 5.2, in order, as toasts", () => {
  test("sign-up", async ({ page }) => {
    const auth = new AuthPages(page);
    const posts = countAuthPosts(page);
    await page.goto("/signup");
    const submit = page.getByRole("button", { name: "Sign Up", exact: true });
    const steps: Array<[Parameters<AuthPages["fillSignup"]>[0], string]> = [
      [{}, "All fields are required to proceed"],
      [{ name: "R2D2", email: "x", password: "x", confirm: "y" }, "Enter a valid name to proceed"],
      [{ name: "Ada Lovelace", email: "ada@example.c", password: "x", confirm: "y" }, "Enter a valid email to proceed"],
      [{ name: "Ada Lovelace", email: "ada@example.com", password: "weakpass", confirm: "y" }, STRENGTH],
      [{ name: "Ada Lovelace", email: "ada@example.com", password: PASSWORD, confirm: `${PASSWORD}!` }, "Passwords do not match."],
    ];
    for (const [values, message] of steps) {
      await auth.fillSignup(values);
      await submit.click();
      await expect(auth.toast()).toHaveText(message);
    }
    expect(posts.count).toBe(0);
  });

  test("login, forgot password and the code screen", async ({ page }) => {
    const auth = new AuthPages(page);
    const posts = countAuthPosts(page);
    await page.goto("/login");
    const login = page.getByRole("button", { name: "Login", exact: true });
    for (const [email, password, message] of [
      ["", "", "All fields are required to proceed"],
      ["ada@example", PASSWORD, "Enter a valid email to proceed"],
      ["ada@example.com", "weakpass", STRENGTH],
    ]) {
      await auth.fillLogin(email ?? "", password ?? "");
      await login.click();
      await expect(auth.toast()).toHaveText(message ?? "");
    }
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.goto("/forgot-password");
    for (const [email, message] of [
      ["", "Please enter your email"],
      ["ada", "Please enter a valid email"],
    ]) {
      await page.getByLabel("Email").fill(email ?? "");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(auth.toast()).toHaveText(message ?? "");
    }

    await auth.handOver({ email: "ada@example.com" });
    await page.goto("/verify-code");
    await auth.typeCode("123");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(auth.toast()).toHaveText("Please enter the complete verification code.");
    expect(posts.count).toBe(0);
  });

  test("reset password", async ({ page }) => {
    const auth = new AuthPages(page);
    const posts = countAuthPosts(page);
    await page.goto("/login");
    await auth.handOver({ email: "ada@example.com", code: "123456" });
    await page.goto("/reset-password");
    const update = page.getByRole("button", { name: "Update Password" });
    for (const [password, confirm, message] of [
      ["", "", "Please fill in both fields"],
      ["Str0ng!Pass", "Str0ng!Pasz", "Passwords do not match"],
      ["weakpass", "weakpass", STRENGTH],
    ]) {
      await page.getByLabel("New Password").fill(password ?? "");
      await page.getByLabel("Confirm Password").fill(confirm ?? "");
      await update.click();
      await expect(auth.toast()).toHaveText(message ?? "");
    }
    expect(posts.count).toBe(0);
  });
});

/** Moves the frozen clock in 100 ms steps, letting the page render between steps as real time would. */
async function advance(page: Page, ms: number) {
  for (let done = 0; done < ms; done += 100) {
    await page.clock.runFor(Math.min(100, ms - done));
    // A MessageChannel task (not a timer, which the frozen clock holds) runs after React's render work.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(null);
          channel.port2.postMessage(0);
        }),
    );
  }
}

test.describe("toast durations and 3-second redirects", () => {
  test("a check's toast stays 2 s, the password rule's 3 s, each removed 1 s after it is dismissed", async ({ page }) => {
    const auth = new AuthPages(page);
    await freezeClock(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(auth.toast("All fields are required to proceed")).toBeVisible();
    await advance(page, 2900);
    await expect(auth.toast("All fields are required to proceed")).toHaveCount(1);
    await advance(page, 400);
    await expect(auth.toast("All fields are required to proceed")).toHaveCount(0);

    await auth.fillLogin("ada@example.com", "weakpass");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(auth.toast(STRENGTH)).toBeVisible();
    await advance(page, 3900);
    await expect(auth.toast(STRENGTH)).toHaveCount(1);
    await advance(page, 400);
    await expect(auth.toast(STRENGTH)).toHaveCount(0);
  });

  test("Get Started shows the success toast and moves to /login after 3 seconds", async ({ page }) => {
    const auth = new AuthPages(page);
    await freezeClock(page);
    await page.goto("/login");
    await auth.handOver({ email: "ada.lovelace@example.com" });
    await page.goto("/introduction");
    await expect(page.getByText("Hello, Ada.lovelace!")).toBeVisible();
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(auth.toast("Your account is created! You can now login.")).toBeVisible();
    await page.clock.runFor(2900);
    await expect(page).toHaveURL(/\/introduction$/);
    await page.clock.runFor(200);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("Update Password shows the success toast and moves to /login after 3 seconds", async ({ page }) => {
    const auth = new AuthPages(page);
    const email = uniqueEmail("redirect");
    await page.request.post("/api/auth/signup", { data: { name: "Redirect", email, password: PASSWORD, confirmPassword: PASSWORD } });
    await page.request.post("/api/auth/verify-email", { data: { email, code: await mailedCode(email, /verification code/i) } });
    await page.request.post("/api/auth/forgot-password", { data: { email } });
    const code = await mailedCode(email, /password reset code/i);

    await freezeClock(page);
    await page.goto("/login");
    await auth.handOver({ email, code });
    await page.goto("/reset-password");
    await page.getByLabel("New Password").fill("N3w!Secret");
    await page.getByLabel("Confirm Password").fill("N3w!Secret");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(auth.toast("Password updated successfully! You can now log in.")).toBeVisible();
    await page.clock.runFor(2900);
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.clock.runFor(200);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("code boxes", () => {
  test("a digit moves on, Backspace on an empty box moves back, letters are refused, six pasted digits fill all", async ({ page }) => {
    const auth = new AuthPages(page);
    await page.goto("/login");
    await auth.handOver({ email: "ada@example.com" });
    await page.goto("/verify-email");
    await expect(page.getByRole("group", { name: "Verification code" }).getByRole("textbox")).toHaveCount(6);
    await auth.box(0).click();
    await page.keyboard.type("7");
    await expect(auth.box(0)).toHaveValue("7");
    await expect(auth.box(1)).toBeFocused();
    await page.keyboard.type("a");
    await expect(auth.box(1)).toHaveValue("");
    await expect(auth.box(1)).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(auth.box(0)).toBeFocused();
    await expect(auth.box(0)).toHaveValue("7");
    await auth.box(3).focus();
    await page.keyboard.press("Backspace");
    await expect(auth.box(2)).toBeFocused();

    await auth.pasteIntoBox(0, "654321");
    for (const [index, digit] of [..."654321"].entries()) await expect(auth.box(index)).toHaveValue(digit);
    await expect(auth.box(5)).toBeFocused();
    await auth.pasteIntoBox(0, "12ab56");
    await expect(auth.box(0)).toHaveValue("6");
  });
});

test.describe("slideshows", () => {
  for (const [path, label] of [
    ["/signup", "Why sign up"],
    ["/login", "Why log in"],
  ] as const) {
    test(`${path} rotates 4 slides every 5 s and pauses on hover, focus and the pause control`, async ({ page }) => {
      await freezeClock(page);
      await page.goto(path);
      const slides = new Carousel(page, label);
      await expect(slides.items).toHaveCount(4);
      await slides.expectShowing("1 of 4");
      await page.clock.runFor(4900);
      await slides.expectShowing("1 of 4");
      await page.clock.runFor(200);
      await slides.expectShowing("2 of 4");
      await slides.root.hover();
      await page.clock.runFor(10_000);
      await slides.expectShowing("2 of 4");
      await page.mouse.move(0, 0);
      await slides.pauseButton.focus();
      await page.clock.runFor(10_000);
      await slides.expectShowing("2 of 4");
      await slides.pauseButton.click();
      await page.getByRole("heading", { level: 1 }).click();
      await page.clock.runFor(10_000);
      await slides.expectShowing("2 of 4");
      await slides.playButton.click();
      await page.getByRole("heading", { level: 1 }).click();
      await page.clock.runFor(5000);
      await slides.expectShowing("3 of 4");
    });
  }

  test("never moves by itself under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/signup");
    const slides = new Carousel(page, "Why sign up");
    await page.clock.runFor(20_000);
    await slides.expectShowing("1 of 4");
  });
});

test.describe("accessibility", () => {
  test("every account screen has zero axe violations", async ({ page }) => {
    // Nine pages through axe: slow on a loaded 2-core machine, so more than the default 30 s.
    test.setTimeout(120_000);
    const auth = new AuthPages(page);
    for (const path of ["/signup", "/login", "/google-login", "/forgot-password", "/verify-email"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await expect(page.getByRole("group", { name: "Continue with Google" })).toHaveCount(0);
    await auth.handOver({ email: "ada@example.com", code: "123456", introductionToken: "x" });
    for (const path of ["/verify-email", "/verify-code", "/reset-password", "/introduction"]) {
      await page.goto(path);
      await expect(page.getByRole("button").last()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("the welcome dialog has zero axe violations and takes focus", async ({ page }) => {
    const auth = new AuthPages(page);
    const email = uniqueEmail("axe");
    await page.request.post("/api/auth/signup", { data: { name: "Axe", email, password: PASSWORD, confirmPassword: PASSWORD } });
    await page.request.post("/api/auth/verify-email", { data: { email, code: await mailedCode(email, /verification code/i) } });
    await page.goto("/login");
    await auth.fillLogin(email, PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Proceed" })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
