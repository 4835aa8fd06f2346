// Newsletter topics (#27 item 3), end to end: a visitor picks "Recruitment blog" in the footer and
// confirms; the operator sees how many a campaign to that topic reaches and sends it; it reaches
// exactly those subscribers, once each; the mail's link opens the preferences page (no script needed).
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/accounts";
import { SiteShell } from "./pages/site-shell";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { linkIn, mailTo, waitForMail } from "./support/mail";
import { insertSubscriber, uniqueTag } from "./support/records";

// The operator's count is over every confirmed subscriber with the topic: this file's tests, the
// only ones that give subscribers topics, take turns.
test.describe.configure({ mode: "serial" });

const interestsOf = (email: string) => query<{ interests: string }>("SELECT interests FROM Subscriber WHERE email = ?", email)[0]?.interests;
const recruitmentReaders = () =>
  query<{ n: number }>(`SELECT COUNT(*) AS n FROM Subscriber WHERE status = 'confirmed' AND (' ' || interests || ' ') LIKE '% recruitment-blog %'`)[0]?.n ?? 0;

/** A visitor's own browser: subscribes from the footer with one topic ticked and confirms from the mail. */
async function subscribeWithTopic(browser: Browser, email: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const shell = new SiteShell(page);
  await page.goto("/");
  await shell.footer.getByText("Choose topics (optional)").click();
  await shell.footer.getByRole("checkbox", { name: "Recruitment blog" }).check();
  await shell.subscribe(email);
  await expect(shell.footer.getByRole("status")).toHaveText("Thanks for subscribing. Check your inbox for a link to confirm your subscription.");
  expect(query("SELECT status, interests FROM Subscriber WHERE email = ?", email)).toEqual([{ status: "pending", interests: "recruitment-blog" }]);
  await page.goto(linkIn(await waitForMail(email, /confirm your newsletter subscription/i), "/subscription/confirm"));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  await context.close();
}

async function sendToRecruitmentBlog(page: Page, subject: string): Promise<void> {
  await page.goto("/Newsletter");
  const form = page.getByRole("form", { name: "Send Newsletter" });
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("A new post on hiring well.");
  const reach = form.locator("#audience-reach");
  await expect(reach).toHaveText(/^This campaign will reach \d+ subscribers?\.$/);
  await form.getByRole("radio", { name: "Subscribers who chose any of these topics" }).check();
  await expect(reach).toHaveText("Choose at least one topic, or send to everyone.");
  await form.getByRole("button", { name: "Send Newsletter" }).click();
  await expect(form.getByText("Choose at least one topic, or send to everyone.").last()).toBeVisible();
  await form.getByRole("checkbox", { name: "Recruitment blog" }).check();
  // Shown before sending: the confirmed subscribers who chose it, counted by the server.
  const expected = recruitmentReaders();
  await expect(reach).toHaveText(`This campaign will reach ${expected} ${expected === 1 ? "subscriber" : "subscribers"}.`);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Send Newsletter" }).click();
  await expect(form.locator("p[role]").last()).toHaveText(
    `${expected} ${expected === 1 ? "copy" : "copies"} queued. They go out in the background; the campaign's progress shows under Campaigns.`,
  );
  const campaign = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(campaign.getByText("To: Recruitment blog")).toBeVisible();
  await expect(campaign.getByText("Finished")).toBeVisible({ timeout: 20_000 });
  expect(query<{ total: number; audience: string }>("SELECT total, audience FROM Campaign WHERE subject = ?", subject)).toEqual([
    { total: expected, audience: "recruitment-blog" },
  ]);
}

test.describe("newsletter topics", () => {
  test("a campaign to Recruitment blog reaches exactly the confirmed subscribers who chose it, once each; the mail's link changes the choice", async ({
    page,
    browser,
    operator,
  }) => {
    test.slow(); // two browsers, a campaign sent and the preferences page checked with axe
    expect(operator.role).toBe("operator");
    const tag = uniqueTag().toLowerCase();
    const visitor = `topics-${tag}@example.com`;
    const [both, one, jobsOnly, none, waiting] = ["both", "one", "jobs", "none", "waiting"].map((name) => `${name}-${tag}@example.com`);
    insertSubscriber(both ?? "", "confirmed", "jobs recruitment-blog");
    insertSubscriber(one ?? "", "confirmed", "recruitment-blog");
    insertSubscriber(jobsOnly ?? "", "confirmed", "jobs");
    insertSubscriber(none ?? "", "confirmed");
    insertSubscriber(waiting ?? "", "pending", "recruitment-blog");
    await subscribeWithTopic(browser, visitor);

    const subject = `Hiring ${tag}`;
    await sendToRecruitmentBlog(page, subject);
    const reached = [visitor, both, one];
    const rows = query<{ email: string; status: string }>(
      "SELECT d.email, d.status FROM Delivery d JOIN Campaign c ON c.id = d.campaignId WHERE c.subject = ? AND d.email LIKE ?",
      subject,
      `%-${tag}@%`,
    );
    expect(rows.map((row) => row.email).sort()).toEqual([...reached].sort());
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    for (const email of reached) await waitForMail(email ?? "", new RegExp(`^${subject}$`));
    for (const email of reached) expect(await mailTo(email ?? "", new RegExp(`^${subject}$`))).toHaveLength(1);
    for (const email of [jobsOnly, none, waiting]) expect(await mailTo(email ?? "", new RegExp(`^${subject}$`))).toHaveLength(0);

    // The preferences page from the mail: axe needs a script, so it checks the page in the operator's
    // browser; the visitor's has no JavaScript, and its forms post and are answered with pages.
    const link = linkIn(await waitForMail(visitor, new RegExp(`^${subject}$`)), "/subscription/preferences");
    await page.goto(link);
    await expect(page.getByRole("main").getByRole("heading", { name: "Your newsletter preferences" })).toBeVisible();
    await expectNoAxeViolations(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const reader = await context.newPage();
    await reader.goto(link);
    const main = reader.getByRole("main");
    await expect(main.getByRole("heading", { name: "Your newsletter preferences" })).toBeVisible();
    await expect(main.getByText(visitor)).toBeVisible();
    await expect(main.getByRole("checkbox", { name: "Recruitment blog" })).toBeChecked();
    await expect(main.getByRole("checkbox", { name: "Job openings" })).not.toBeChecked();
    expect(interestsOf(visitor)).toBe("recruitment-blog");

    await main.getByRole("checkbox", { name: "Recruitment blog" }).uncheck();
    await main.getByRole("checkbox", { name: "Job openings" }).check();
    await main.getByRole("checkbox", { name: "Digital blog" }).check();
    await main.getByRole("button", { name: "Save my choices" }).click();
    await expect(main.getByRole("status")).toHaveText("Your choices are saved.");
    await expect(main.getByRole("checkbox", { name: "Job openings" })).toBeChecked();
    await expect(main.getByRole("checkbox", { name: "Recruitment blog" })).not.toBeChecked();
    expect(interestsOf(visitor)).toBe("jobs digital-blog");
    await page.goto(reader.url());
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Your choices are saved.");
    await expectNoAxeViolations(page);

    const forged = new URL(link);
    forged.searchParams.set("token", `${forged.searchParams.get("token")?.slice(0, -2)}xx`);
    await reader.goto(forged.toString());
    await expect(main.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
    await expect(main.getByText("The preferences link is incomplete or no longer works.", { exact: false })).toBeVisible();

    await reader.goto(link);
    await main.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(main.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
    expect(query("SELECT status, interests FROM Subscriber WHERE email = ?", visitor)).toEqual([{ status: "unsubscribed", interests: "" }]);
    await context.close();
  });

  test("the operator's page lists each topic's confirmed subscribers in its HTML, before any script runs", async ({ page, operator }) => {
    expect(operator.role).toBe("operator");
    const tag = uniqueTag().toLowerCase();
    insertSubscriber(`partner-${tag}@example.com`, "confirmed", "partnerships");
    const partners = query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM Subscriber WHERE status = 'confirmed' AND (' ' || interests || ' ') LIKE '% partnerships %'`,
    )[0]?.n;
    const html = await (await page.request.get("/Newsletter")).text();
    expect(html).toContain("Confirmed subscribers per topic");
    expect(html).toMatch(new RegExp(`<dt>Partnerships</dt><dd[^>]*>${partners}</dd>`));
  });

  test("the operator sees each subscriber's topics, filters the list by one topic and exports it so", async ({ page, operator }) => {
    expect(operator.role).toBe("operator");
    const tag = uniqueTag().toLowerCase();
    insertSubscriber(`digital-${tag}@example.com`, "confirmed", "services digital-blog");
    insertSubscriber(`plain-${tag}@example.com`, "confirmed");
    await page.goto(`/admin/subscribers?q=${tag}`);
    const table = page.getByRole("table");
    await expect(
      table.getByRole("row", { name: new RegExp(`^digital-${tag}@example\\.com`) }).getByRole("cell", { name: "Our services, Digital blog" }),
    ).toBeVisible();
    await expect(
      table.getByRole("row", { name: new RegExp(`^plain-${tag}@example\\.com`) }).getByRole("cell", { name: "None (campaigns to everyone only)" }),
    ).toBeVisible();

    await page.getByLabel("Topic").selectOption({ label: "Digital blog" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/subscribers\\?q=${tag}&topic=digital-blog$`));
    await expect(page.getByLabel("Topic")).toHaveValue("digital-blog");
    await expect(table.getByRole("row")).toHaveCount(2); // the header and one subscriber
    await expect(table.getByRole("row", { name: new RegExp(`^digital-${tag}@example\\.com`) })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", `/admin/export/subscribers.csv?q=${tag}&topic=digital-blog`);
    const exported = await page.request.get(`/admin/export/subscribers.csv?q=${tag}&topic=digital-blog`);
    const lines = (await exported.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^[\\w-]+,digital-${tag}@example\\.com,confirmed,"Our services, Digital blog",`));
    await expectNoAxeViolations(page);
  });
});
