import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { baseUrl, expect, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { mailTo, rawHeader, waitForMail } from "./support/mail";
import { insertSubscriber, uniqueTag } from "./support/records";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-e2e-"));
const status = (email: string) => query<{ status: string }>("SELECT status FROM Subscriber WHERE email = ?", email)[0]?.status;

async function pngFile(): Promise<string> {
  const file = path.join(tmp, "banner.png");
  if (!fs.existsSync(file)) {
    await sharp({ create: { width: 600, height: 200, channels: 3, background: "#1d4ed8" } })
      .png()
      .toFile(file);
  }
  return file;
}

function form(page: Page) {
  return {
    subject: page.getByLabel("Subject"),
    message: page.getByLabel("Message"),
    image: page.getByLabel("Image (optional)"),
    send: page.getByRole("button", { name: "Send Newsletter" }),
    outcome: page.getByRole("form", { name: "Send Newsletter" }).locator("p[role]").last(),
  };
}

test.describe("newsletter", () => {
  test("the operator previews, sends a test to themselves, then sends to confirmed subscribers only, once each", async ({ page, operator }) => {
    test.slow(); // a whole campaign: preview, test mail, send, progress, and axe on the page
    const tag = uniqueTag().toLowerCase();
    const confirmed = [1, 2, 3].map((n) => `reader${n}-${tag}@example.com`);
    confirmed.forEach((email) => insertSubscriber(email, "confirmed"));
    insertSubscriber(`pending-${tag}@example.com`, "pending");
    insertSubscriber(`gone-${tag}@example.com`, "unsubscribed");
    const subject = `News ${tag}`;

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Operator" }).getByRole("link", { name: "Newsletter" }).click();
    await expect(page).toHaveURL("/Newsletter");
    const f = form(page);
    await f.send.click();
    await expect(page.getByText("Subject is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(f.subject).toBeFocused();

    await f.subject.fill(subject);
    await f.message.fill("Hello from Kanpur.\n\nWe are hiring <developers> & testers.");
    await f.image.setInputFiles(await pngFile());
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByText(subject)).toBeVisible();
    await expect(preview.getByText("We are hiring <developers> & testers.")).toBeVisible();
    await expect(preview.getByRole("img", { name: subject })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(f.outcome).toHaveText(`A test copy is on its way to ${operator.email}.`);
    const testMail = await waitForMail(operator.email, new RegExp(`^\\[Test\\] ${subject}$`));
    // An opaque PNG is re-encoded as JPEG; it travels inside the mail, referenced by Content-ID.
    expect(testMail.attachments.map((a) => [a.contentType, Boolean(a.cid)])).toEqual([["image/jpeg", true]]);
    // mailparser inlines a cid: reference it could resolve to a part of the mail as a data: URL.
    expect(testMail.html).toMatch(/<img src="data:image\/jpeg;base64,[^"]+" alt="\[Test\] News/);
    expect(await mailTo(confirmed[0] ?? "", new RegExp(subject))).toHaveLength(0);

    await f.send.click();
    // "Send now" stores one copy per confirmed subscriber (this test's and those of tests beside it) and says so.
    await expect(f.outcome).toHaveText(/^\d+ copies queued\. They go out in the background; the campaign's progress shows under Campaigns\.$/);
    const [{ total } = { total: -1 }] = query<{ total: number }>("SELECT total FROM Campaign WHERE subject = ?", subject);
    expect(total).toBeGreaterThanOrEqual(confirmed.length);
    await expect(f.outcome).toHaveText(`${total} copies queued. They go out in the background; the campaign's progress shows under Campaigns.`);
    await expect(f.subject).toHaveValue("");
    await expect(f.message).toHaveValue("");
    await expect(f.image).toHaveValue("");

    const campaign = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(campaign.getByText("Finished")).toBeVisible({ timeout: 20_000 });
    await expect(campaign.getByRole("progressbar", { name: `Progress of ${subject}` })).toHaveAttribute("aria-valuetext", /, 0 failed, 0 pending$/);
    await expect(campaign.getByText("Pending 0")).toBeVisible();

    for (const email of confirmed) {
      const mail = await waitForMail(email, new RegExp(`^${subject}$`));
      expect(rawHeader(mail, "List-Unsubscribe")).toMatch(
        /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+&campaign=[\w-]+\.[\w-]{22}>$/,
      );
      expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain("We are hiring &lt;developers&gt; &amp; testers.");
      const image = mail.attachments.find((attachment) => attachment.contentType === "image/jpeg");
      expect(image?.cid).toBeTruthy();
      expect(image?.contentDisposition).toBe("inline");
      expect(mail.html).not.toMatch(/<img src="https?:/);
    }
    const rows = query<{ email: string; status: string }>(
      "SELECT d.email, d.status FROM Delivery d JOIN Campaign c ON c.id = d.campaignId WHERE c.subject = ? AND d.email LIKE ?",
      subject,
      `%${tag}%`,
    );
    expect(rows.map((row) => row.email).sort()).toEqual([...confirmed].sort());
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    for (const email of confirmed) expect(await mailTo(email, new RegExp(`^${subject}$`))).toHaveLength(1);
    for (const email of [`pending-${tag}@example.com`, `gone-${tag}@example.com`]) expect(await mailTo(email)).toHaveLength(0);
    await expectNoAxeViolations(page);
  });

  test("the List-Unsubscribe URL shows a button on GET and unsubscribes on a cookie-less one-click POST", async ({ page, operator }) => {
    expect(operator.role).toBe("operator");
    const tag = uniqueTag().toLowerCase();
    const email = `oneclick-${tag}@example.com`;
    insertSubscriber(email, "confirmed");
    const subject = `Unsubscribe test ${tag}`;
    const response = await page.request.post("/api/send-newsletter", { multipart: { subject, message: "Short note." } });
    expect(response.status()).toBe(202);
    const answer = (await response.json()) as { message: string; recipients: number };
    expect(answer.recipients).toBeGreaterThanOrEqual(1);
    expect(answer.message).toBe(
      `${answer.recipients} ${answer.recipients === 1 ? "copy" : "copies"} queued. They go out in the background; the campaign's progress shows under Campaigns.`,
    );

    const mail = await waitForMail(email, new RegExp(`^${subject}$`));
    const url = (rawHeader(mail, "List-Unsubscribe") ?? "").replace(/^<|>$/g, "");
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
    expect(status(email)).toBe("confirmed");

    const mailClient = await playwrightRequest.newContext({ baseURL: baseUrl() });
    const oneClick = await mailClient.post(url, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "List-Unsubscribe=One-Click" });
    expect(oneClick.status()).toBe(200);
    expect(status(email)).toBe("unsubscribed");
    await mailClient.dispose();
  });

  test("a repeated submit with the same request id makes one campaign; a disguised image is refused", async ({ page, operator }) => {
    expect(operator.role).toBe("operator");
    const subject = `Once ${uniqueTag()}`;
    const requestId = crypto.randomUUID();
    const send = () => page.request.post("/api/send-newsletter", { multipart: { subject, message: "Hi.", requestId } });
    const [first, second] = [await send(), await send()];
    expect((await first.json()).campaignId).toBe((await second.json()).campaignId);
    expect(query("SELECT id FROM Campaign WHERE subject = ?", subject)).toHaveLength(1);

    const svgSubject = `Svg ${uniqueTag()}`;
    const svg = await page.request.post("/api/send-newsletter", {
      multipart: {
        subject: svgSubject,
        message: "Hi.",
        image: { name: "banner.png", mimeType: "image/png", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
      },
    });
    expect(svg.status()).toBe(415);
    expect((await svg.json()).error).toBe("Please choose a JPEG, PNG, WebP or GIF image.");
    expect(query("SELECT id FROM Campaign WHERE subject = ?", svgSubject)).toHaveLength(0);
  });

  test("the spec's failure messages: a refused request and a network failure keep what was typed", async ({ page, operator }) => {
    expect(operator.role).toBe("operator");
    await page.goto("/Newsletter");
    const f = form(page);
    await f.subject.fill("Autumn offers");
    await f.message.fill("Details inside.");
    await page.route("**/api/send-newsletter", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }));
    await f.send.click();
    await expect(f.outcome).toHaveText("Failed to send newsletter. Please try again.");
    await expect(f.outcome).toHaveAttribute("role", "alert");
    await expect(f.subject).toHaveValue("Autumn offers");
    await page.unroute("**/api/send-newsletter");
    await page.route("**/api/send-newsletter", (route) => route.abort("connectionrefused"));
    await f.send.click();
    await expect(f.outcome).toHaveText("Error sending newsletter.");
    await expect(f.message).toHaveValue("Details inside.");
  });

  test("a time in the past shows only its own message, beside the field, and stores nothing", async ({ page, operator }) => {
    expect(operator.role).toBe("operator");
    const subject = `Too late ${uniqueTag()}`;
    await page.goto("/Newsletter");
    const f = form(page);
    await f.subject.fill(subject);
    await f.message.fill("Yesterday's news.");
    await page.getByRole("radio", { name: "Schedule for" }).check();
    await page.getByLabel("Date and time").fill("2020-01-06T10:00");
    await page.getByRole("button", { name: "Schedule Newsletter" }).click();
    await expect(page.getByText("Choose a time in the future")).toBeVisible();
    await expect(page.getByLabel("Date and time")).toBeFocused();
    await expect(f.outcome).toHaveText("");
    await expect(page.getByText("Failed to send newsletter. Please try again.")).toHaveCount(0);
    expect(query("SELECT id FROM Campaign WHERE subject = ?", subject)).toHaveLength(0);
  });
});
