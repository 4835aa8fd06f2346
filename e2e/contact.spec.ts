import { expect, expectNoAxeViolationsInBothThemes, query, test, uniqueEmail } from "./support/fixtures";
import { waitForMail } from "./support/mail";

type ContactRow = { name: string; email: string; phone: string; message: string; consentIp: string };

test.describe("contact page", () => {
  test("shows the static details and every field's message when sent empty", async ({ page }) => {
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted += 1;
    });
    await page.goto("/contact");
    const details = page.getByRole("region", { name: "Contact details" });
    await expect(details.getByRole("link", { name: /^\+91/ })).toBeVisible();
    await expect(details.getByRole("link", { name: /@/ })).toBeVisible();
    await expect(details.getByText(/Kanpur/)).toBeVisible();

    await page.getByRole("button", { name: "Send message" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Phone Number is required",
      "Message is required",
      "Please accept the privacy policy to send your message",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("Phone")).toHaveAttribute("autocomplete", "tel");
    await page.getByLabel("Phone").fill("12345");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Enter a valid phone number: 10 digits for India, or + and the country code")).toBeVisible();
    expect(posted).toBe(0);
  });

  test("a sent message is stored with consent, the operator is mailed, and the form clears", async ({ page, visitorIp }) => {
    const email = uniqueEmail("contact");
    const text = `Please call me about a <b>cloud</b> migration ${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Asha Gupta");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("+91 98765-43210");
    await page.getByLabel("Message").fill(text);
    await page.getByLabel("I agree to the privacy policy").check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toHaveText(
      "Thank you! Your message has been sent. We will reply within one business day.",
    );
    await expect(page.getByLabel("Name")).toHaveValue("");

    const rows = query<ContactRow>("SELECT * FROM ContactMessage WHERE email = ?", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Asha Gupta", phone: "+919876543210", message: text, consentIp: visitorIp });

    const mail = await waitForMail("info@solutionsatoneplace.in", /New contact message from Asha Gupta/);
    expect(mail.text).toContain(text);
    expect(mail.html).toContain("&lt;b&gt;cloud&lt;/b&gt;");
    expect(mail.replyTo?.text).toContain(email);
  });

  test("when the server fails the visitor sees why and keeps what they typed", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "We could not send your message. Please try again." }) }),
    );
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Asha Gupta");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Phone").fill("9876543210");
    await page.getByLabel("Message").fill("Hello");
    await page.getByLabel("I agree to the privacy policy").check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We could not" })).toHaveText("We could not send your message. Please try again.");
    await expect(page.getByLabel("Message")).toHaveValue("Hello");
  });

  test("the API refuses cross-origin posts and bad bodies, and rate-limits floods", async ({ request }) => {
    const valid = { name: "A", email: uniqueEmail(), phone: "9876543210", message: "Hi", privacy: true };
    expect((await request.post("/api/contact", { data: valid, headers: { origin: "https://evil.example" } })).status()).toBe(403);
    const invalid = await request.post("/api/contact", { data: { ...valid, privacy: false, phone: "12" } });
    expect(invalid.status()).toBe(422);
    const body = await invalid.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "phone", msg: "Enter a valid phone number: 10 digits for India, or + and the country code" },
        { field: "privacy", msg: "Please accept the privacy policy to send your message" },
      ]),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await request.post("/api/contact", { data: { ...valid, email: uniqueEmail() } })).status());
    expect(statuses).toContain(429);
  });

  test("has no axe violations in light and dark theme, with errors shown", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expectNoAxeViolationsInBothThemes(page);
  });
});
