import type { Page } from "@playwright/test";
import { SiteShell } from "./pages/site-shell";
import { expect, query, test, uniqueEmail } from "./support/fixtures";
import { linkIn, mailTo, rawHeader, waitForMail } from "./support/mail";

type SubscriberRow = { email: string; status: string; consentIp: string | null; consentAt: string };

const subscriber = (email: string) => query<SubscriberRow>("SELECT * FROM Subscriber WHERE email = ?", email)[0];

/** Opens the confirmation link of the mail sent to `email` and presses the page's button. */
async function confirmFromMail(page: Page, email: string): Promise<void> {
  await page.goto(linkIn(await waitForMail(email, /confirm/i), "/subscription/confirm"));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
}

test.describe("newsletter subscription", () => {
  test("an invalid address shows the spec's message and sends no request", async ({ page }) => {
    const shell = new SiteShell(page);
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/subscribe")) posted += 1;
    });
    await page.goto("/");
    for (const bad of ["not-an-email", "ada@example", "ada @example.com"]) {
      await shell.subscribe(bad);
      await expect(shell.footer.getByRole("alert")).toHaveText("Please enter a valid email address.");
    }
    expect(posted).toBe(0);
  });

  test("without JavaScript the footer's form still subscribes, with its topics, and lands on a page that says what happened", async ({
    browser,
    baseURL,
    visitorIp,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": visitorIp } });
    try {
      const page = await context.newPage();
      const footer = page.getByRole("contentinfo");
      const email = uniqueEmail("no-script");
      await page.goto("/about");
      await footer.getByLabel("Subscribe to our newsletter").fill(email);
      await footer.getByText("Choose topics (optional)").click();
      await footer.getByLabel("Job openings").check();
      await footer.getByRole("button", { name: "Send" }).click();
      await expect(page).toHaveURL(/\/subscription\?sent=1$/);
      await expect(page.getByRole("heading", { level: 1, name: "Thanks for subscribing" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("status")).toHaveText("Check your inbox for a link to confirm your subscription.");
      expect(query<{ status: string; interests: string }>("SELECT status, interests FROM Subscriber WHERE email = ?", email)).toEqual([
        { status: "pending", interests: "jobs" },
      ]);
      await waitForMail(email, /confirm your newsletter subscription/i);

      await footer.getByLabel("Subscribe to our newsletter").fill("not-an-address");
      await footer.getByRole("button", { name: "Send" }).click();
      await expect(page).toHaveURL(/\/subscription\?problem=invalid$/);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter a valid email address.");
      await page.getByRole("link", { name: "Go to the newsletter form" }).click();
      await expect(page).toHaveURL(/#newsletter$/);
    } finally {
      await context.close();
    }
  });

  test("a visitor subscribes, confirms from the mail and unsubscribes by pressing the button", async ({ page, visitorIp }) => {
    const shell = new SiteShell(page);
    const email = uniqueEmail("subscriber");
    await page.goto("/");
    await shell.subscribe(email.toUpperCase());
    await expect(shell.footer.getByRole("status")).toHaveText("Thanks for subscribing. Check your inbox for a link to confirm your subscription.");
    await expect(shell.newsletterEmail).toHaveValue("");

    const pending = subscriber(email);
    expect(pending?.status).toBe("pending");
    expect(pending?.consentIp).toBe(visitorIp);
    expect(pending?.consentAt).toBeTruthy();

    const confirmation = await waitForMail(email, /confirm your newsletter subscription/i);
    await page.goto(linkIn(confirmation, "/subscription/confirm"));
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    expect(subscriber(email)?.status).toBe("pending");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    expect(subscriber(email)?.status).toBe("confirmed");

    const welcome = await waitForMail(email, /You are subscribed/);
    expect(rawHeader(welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(rawHeader(welcome, "List-Unsubscribe")).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
    const unsubscribeLink = linkIn(welcome, "/subscription/unsubscribe");

    // Opening the page (as a link scanner would) changes nothing.
    await page.goto(unsubscribeLink);
    await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
    expect(subscriber(email)?.status).toBe("confirmed");

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
    expect(subscriber(email)?.status).toBe("unsubscribed");
  });

  test("following the confirmation link (as a mail scanner does) confirms nothing", async ({ page, request }) => {
    const email = uniqueEmail("scanned");
    expect((await request.post("/api/subscribe", { data: { email } })).status()).toBe(200);
    const link = linkIn(await waitForMail(email, /confirm/i), "/subscription/confirm");
    const fetched = await request.get(link);
    expect(fetched.status()).toBe(200);
    expect(await fetched.text()).toContain("Confirm my subscription");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    expect(subscriber(email)?.status).toBe("pending");
    expect(await mailTo(email)).toHaveLength(1);

    const token = new URL(link).searchParams.get("token") ?? "";
    const crossSite = await request.post("/api/newsletter/confirm", {
      headers: { origin: "https://attacker.example", "content-type": "application/x-www-form-urlencoded" },
      data: `token=${token}`,
    });
    expect(crossSite.status()).toBe(403);
    const forged = await request.post("/api/newsletter/confirm", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `token=${token.slice(0, -2)}xx`,
    });
    expect(forged.status()).toBe(400);
    expect(subscriber(email)?.status).toBe("pending");
  });

  test("a mail client's one-click List-Unsubscribe POST unsubscribes without a cookie", async ({ page, request }) => {
    const shell = new SiteShell(page);
    const email = uniqueEmail("oneclick");
    await page.goto("/");
    await shell.subscribe(email);
    await confirmFromMail(page, email);
    const welcome = await waitForMail(email, /You are subscribed/);
    const header = rawHeader(welcome, "List-Unsubscribe") ?? "";
    const url = header.replace(/^<|>$/g, "");
    expect(url).toContain("/api/newsletter/unsubscribe?token=");

    const response = await request.post(url, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(response.status()).toBe(200);
    expect(subscriber(email)?.status).toBe("unsubscribed");
  });

  test("a new, a pending and a confirmed address get the same answer", async ({ request, page }) => {
    const email = uniqueEmail("same");
    const answer = async () => {
      const response = await request.post("/api/subscribe", { data: { email } });
      return { status: response.status(), body: await response.json() };
    };
    const asNew = await answer();
    const asPending = await answer();
    await confirmFromMail(page, email);
    expect(subscriber(email)?.status).toBe("confirmed");
    const asConfirmed = await answer();
    expect(asPending).toEqual(asNew);
    expect(asConfirmed).toEqual(asNew);
    expect(query("SELECT id FROM Subscriber WHERE email = ?", email)).toHaveLength(1);
  });

  test("the server's error text is shown when the request fails", async ({ page }) => {
    const shell = new SiteShell(page);
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Our mail system is down." }) }),
    );
    await page.goto("/");
    await shell.subscribe(uniqueEmail());
    await expect(shell.footer.getByRole("alert")).toHaveText("Our mail system is down.");
  });

  test("bad bodies get a 4xx JSON error and store nothing", async ({ request }) => {
    // Only the addresses these bodies carry: other tests subscribe on the same server meanwhile.
    const stored = () =>
      query<{ n: number }>(`SELECT COUNT(*) AS n FROM Subscriber WHERE email IN ('a@b.co', 'x@y.co') OR email LIKE '%victim%' OR email LIKE 'aaaaaaaaaa%'`)[0]
        ?.n;
    const before = stored();
    const bodies: Array<[string, string]> = [
      ["application/json", "{not json"],
      ["application/json", '["a@b.co"]'],
      ["application/json", '{"email": 12}'],
      ["application/json", "{}"],
      ["application/json", JSON.stringify({ email: "x@y.co\r\nBcc: victim@example.com" })],
      ["application/json", JSON.stringify({ email: `${"a".repeat(2 * 1024 * 1024)}@example.com` })],
      ["text/plain", "email=a@b.co"],
    ];
    for (const [type, body] of bodies) {
      const response = await request.post("/api/subscribe", { headers: { "content-type": type }, data: body });
      expect(response.status(), body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status(), body.slice(0, 40)).toBeLessThan(500);
      expect(typeof (await response.json()).error).toBe("string");
    }
    expect(stored()).toBe(before);
  });

  test("a cross-origin POST is refused with 403", async ({ request }) => {
    const email = uniqueEmail("cross");
    const response = await request.post("/api/subscribe", {
      headers: { origin: "https://attacker.example" },
      data: { email },
    });
    expect(response.status()).toBe(403);
    expect(subscriber(email)).toBeUndefined();
    expect(await mailTo(email)).toHaveLength(0);
  });

  test("flooding from one address is answered with 429 and Retry-After", async ({ request }) => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 25; i++) {
      const response = await request.post("/api/subscribe", { data: { email: uniqueEmail("flood") } });
      statuses.push(response.status());
      if (response.status() === 429) retryAfter = response.headers()["retry-after"];
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
