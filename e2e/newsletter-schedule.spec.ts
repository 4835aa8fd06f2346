// Scheduled campaigns and post announcements in Chromium: the operator schedules a campaign about
// 45 s ahead in their zone and it goes out at its time, once per subscriber; another, scheduled
// and cancelled with JavaScript off, sends nothing; a post published with "announce" reaches its
// area's subscribers once, with its title and a link to it.
import type { Page } from "@playwright/test";
import { whenText } from "../lib/content/booking";
import { baseUrl, execute, expect, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { mailTo, waitForMail } from "./support/mail";
import { insertSubscriber, uniqueTag } from "./support/records";

/** The operator saved no hours: their zone is the site's. */
const ZONE = "Asia/Kolkata";
/** A datetime-local value, to the second, of an instant in the zone. */
const wallTime = (at: Date, zone: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: zone, dateStyle: "short", timeStyle: "medium" }).format(at).replace(" ", "T");

async function scheduleCampaign(page: Page, subject: string, at: Date) {
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill(`Scheduled news ${subject}.`);
  await page.getByRole("radio", { name: "Schedule for" }).check();
  await page.getByLabel("Date and time").fill(wallTime(at, ZONE));
  await expect(page.getByLabel("Time zone")).toHaveValue(ZONE);
}

const campaignCard = (page: Page, subject: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });

test.describe("scheduled campaigns and announcements", () => {
  test("a campaign scheduled a minute ahead goes out at its time, once per subscriber; one cancelled before its time sends nothing", async ({
    page,
    browser,
    operator,
  }) => {
    test.setTimeout(180_000); // waits for the scheduled time (about 45 s) and the send
    const tag = uniqueTag().toLowerCase();
    const readers = [1, 2].map((n) => `sched${n}-${tag}@example.com`);
    readers.forEach((email) => insertSubscriber(email, "confirmed"));
    const sent = `Scheduled ${tag}`;
    const cancelled = `Cancelled ${tag}`;
    const at = new Date(Math.ceil((Date.now() + 45_000) / 1000) * 1000);

    await page.goto("/Newsletter");
    await expect(page.getByText(`Your time zone is ${ZONE}. Times are read in the zone chosen here.`)).toBeVisible();
    await scheduleCampaign(page, sent, at);
    await page.getByRole("button", { name: "Schedule Newsletter" }).click();
    // The form's other status line is the audience's count.
    const outcome = page
      .getByRole("form", { name: "Send Newsletter" })
      .getByRole("status")
      .filter({ hasText: /^Scheduled for / });
    await expect(outcome).toHaveText(`Scheduled for ${whenText(at, ZONE)}. It goes to the subscribers confirmed at that time.`);
    const card = campaignCard(page, sent);
    await expect(card.getByText(`Scheduled for ${whenText(at, ZONE)}`)).toBeVisible();
    await expect(card.getByRole("button", { name: `Cancel the scheduled campaign ${sent}` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The same without JavaScript: a plain form post scheduling one, then its Cancel button.
    const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    await plain.addCookies([{ name: "sid", value: operator.token, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
    const noScript = await plain.newPage();
    await noScript.goto("/Newsletter");
    await scheduleCampaign(noScript, cancelled, at);
    await noScript.getByRole("button", { name: "Send Newsletter" }).click();
    const main = noScript.getByRole("main");
    await expect(main.getByRole("status").filter({ hasText: "Scheduled for" })).toHaveText(
      `Scheduled for ${whenText(at, ZONE)}. It goes to the subscribers confirmed at that time.`,
    );
    await campaignCard(noScript, cancelled)
      .getByRole("button", { name: `Cancel the scheduled campaign ${cancelled}` })
      .click();
    await expect(main.getByRole("status").filter({ hasText: "cancelled" })).toHaveText("The scheduled campaign is cancelled. No mail goes out.");
    await expect(campaignCard(noScript, cancelled).getByText("Cancelled", { exact: true })).toBeVisible();
    await plain.close();

    // Nothing goes out before its time; then each reader gets one copy within a minute of it.
    expect(query("SELECT d.id FROM Delivery d JOIN Campaign c ON c.id = d.campaignId WHERE c.subject = ?", sent)).toHaveLength(0);
    await expect
      .poll(async () => (await mailTo(readers[0] ?? "", new RegExp(`^${sent}$`))).length, {
        timeout: Math.max(0, at.getTime() - Date.now()) + 60_000,
        intervals: [1_000],
      })
      .toBe(1);
    for (const email of readers) {
      const mail = await waitForMail(email, new RegExp(`^${sent}$`));
      const sentAt = mail.date?.getTime() ?? 0;
      expect(sentAt).toBeGreaterThanOrEqual(at.getTime() - 1_000); // the Date header has whole seconds
      expect(sentAt).toBeLessThan(at.getTime() + 60_000);
      console.log(`[newsletter-schedule] ${email}: sent ${((sentAt - at.getTime()) / 1000).toFixed(0)} s after its time (Date header, whole seconds)`);
    }
    await expect(card.getByText("Finished")).toBeVisible({ timeout: 20_000 });
    for (const email of readers) {
      expect(await mailTo(email, new RegExp(`^${sent}$`))).toHaveLength(1);
      expect(await mailTo(email, new RegExp(`^${cancelled}$`))).toHaveLength(0);
    }
    expect(query<{ status: string; total: number }>("SELECT status, total FROM Campaign WHERE subject = ?", cancelled)).toEqual([
      { status: "cancelled", total: 0 },
    ]);
  });

  test("a post published with 'announce' reaches its area's subscribers once, with its title and link", async ({ page, operator }) => {
    expect(operator.role).toBe("operator");
    const tag = uniqueTag().toLowerCase();
    const reader = `business-reader-${tag}@example.com`;
    const other = `digital-reader-${tag}@example.com`;
    insertSubscriber(reader, "confirmed");
    insertSubscriber(other, "confirmed");
    execute(`UPDATE "Subscriber" SET "interests" = 'jobs business-blog' WHERE "email" = ?`, reader);
    execute(`UPDATE "Subscriber" SET "interests" = 'digital-blog' WHERE "email" = ?`, other);
    const title = `Pricing a first project ${tag}`;

    await page.goto("/admin/blog-posts/new?area=business");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Content").fill("How to price a first consulting project without guessing.\n\nStart from the outcome the client pays for.");
    await page.getByRole("checkbox", { name: "Announce to subscribers of the blog chosen above" }).check();
    await page.getByRole("button", { name: "Publish post" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      /^Published\. The post is now on its area's pages\. Announced: the newsletter is going to \d+ subscribers? of this area\.$/,
    );
    await expect(page.getByText(/^Announcement to subscribers: (Sending|Finished), \d+ recipients\./)).toBeVisible();

    const mail = await waitForMail(reader, new RegExp(`^${title}$`));
    const link = /href="([^"]+)"[^>]*>Read the post</.exec(String(mail.html))?.[1] ?? "";
    // The button is the campaign's counted link (the same in every copy), which leads to the post.
    expect(link).toMatch(new RegExp(`^${baseUrl().replace(/\./g, "\\.")}/api/newsletter/click/[\\w-]+/0\\?s=[\\w-]{22}$`));
    expect(mail.text).toContain(`Read the post: ${link}`);
    expect(mail.text).toContain("How to price a first consulting project without guessing.");
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/business-blog/pricing-a-first-project-${tag}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Announcing again from the published post's page makes no second mail.
    const again = await page.request.post(
      `${new URL(page.url()).origin}/api/admin/blog-posts/${query<{ id: string }>("SELECT id FROM BlogPost WHERE title = ?", title)[0]?.id}/announce`,
      {
        headers: { "content-type": "application/json", origin: baseUrl() },
        data: {},
      },
    );
    expect(await again.json()).toMatchObject({ created: false, message: "This post was announced already." });
    expect(await mailTo(reader, new RegExp(`^${title}$`))).toHaveLength(1);
    expect(await mailTo(other, new RegExp(`^${title}$`))).toHaveLength(0);
  });
});
