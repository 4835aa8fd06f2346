// Issue 27 item 5 in Chromium: a campaign's link is one counted redirect, the same in every copy;
// following it lands on the page it names and the operator sees the clicks per link, the copies
// delivered and the unsubscribes through the campaign's mail; the dashboard charts subscribers.
import { baseUrl, expect, test } from "./support/accounts";
import { expectNoAxeViolations } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { insertSubscriber, uniqueTag } from "./support/records";

test("a campaign's link is counted per link for everyone alike, and the operator sees clicks, deliveries and unsubscribes", async ({ page, browser, operator }) => {
  test.slow(); // a whole campaign, two readers, the operator's page and the dashboard with axe
  expect(operator.role).toBe("operator");
  const tag = uniqueTag().toLowerCase();
  const readers = [`clicker-${tag}@example.com`, `leaver-${tag}@example.com`];
  readers.forEach((email) => insertSubscriber(email, "confirmed"));
  const subject = `Measured ${tag}`;
  const target = `${baseUrl()}/about?from=${tag}`;

  await page.goto("/Newsletter");
  await expect(page.getByText("Every reader gets the same counted link, so nothing records who clicked; mails carry no open pixel and the links set no cookie.")).toBeVisible();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill(`Meet the team: ${target}\n\nSee you soon.`);
  await page.getByRole("button", { name: "Send Newsletter" }).click();
  await expect(page.getByRole("form", { name: "Send Newsletter" }).locator("p[role]").last()).toHaveText("Newsletter sent successfully!");
  const campaign = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(campaign.getByText("Finished")).toBeVisible({ timeout: 20_000 });

  const mails = await Promise.all(readers.map((email) => waitForMail(email, new RegExp(`^${subject}$`))));
  const counted = mails.map((mail) => /<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(mail.html || "")?.slice(1) ?? []);
  // The same link in both copies, naming no one, with the target as the text the reader sees.
  expect(counted[0]?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/click\/[\w-]+\/0\?s=[\w-]{22}$/);
  expect(counted[1]).toEqual(counted[0]);
  expect(counted[0]?.[1]).toBe(target);
  const link = counted[0]?.[0] ?? "";

  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  for (let i = 0; i < 2; i++) {
    await readerPage.goto(link);
    await expect(readerPage).toHaveURL(target);
    await expect(readerPage.getByRole("heading", { level: 1, name: "One Kanpur team for technology, talent and growth" })).toBeVisible();
  }
  expect(await reader.cookies()).toEqual([]);

  // One reader leaves through the mail's link, and presses the button twice over.
  const unsubscribe = linkIn(mails[1] ?? mails[0]!, "/subscription/unsubscribe");
  expect(unsubscribe).toContain("&campaign=");
  for (let i = 0; i < 2; i++) {
    await readerPage.goto(unsubscribe);
    await readerPage.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(readerPage.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
  }
  await reader.close();

  await page.reload();
  await expect(campaign.getByText("Delivered 2", { exact: true })).toBeVisible();
  await expect(campaign.getByText("Failed 0", { exact: true })).toBeVisible();
  await expect(campaign.getByText("Unsubscribed after it 1", { exact: true })).toBeVisible();
  const clicks = campaign.getByRole("table", { name: `Clicks per link of ${subject}` });
  await expect(clicks.getByRole("row", { name: target }).getByRole("cell")).toHaveText("2");
  await expectNoAxeViolations(page);

  await page.goto("/admin");
  const chart = page.getByRole("region", { name: "Newsletter subscribers" });
  await expect(chart.getByRole("img", { name: "Newsletter subscribers" })).toBeVisible();
  await chart.getByText("Show the numbers").click();
  await expect(chart.getByRole("columnheader", { name: "Confirmed at the end of the week" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a counted link this site did not sign answers a 404 page and leads nowhere", async ({ page }) => {
  const answer = await page.goto("/api/newsletter/click/not-a-campaign/0?s=AAAAAAAAAAAAAAAAAAAAAA&url=https://evil.example/");
  expect(answer?.status()).toBe(404);
  await expect(page).toHaveURL(/\/api\/newsletter\/click\//);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expectNoAxeViolations(page);
});
