// Issue 27 item 5 in Chromium: a campaign's link is one counted redirect, the same in every copy;
// following it lands on the page it names and the operator sees the clicks per link, the copies
// delivered and the unsubscribes through the campaign's mail; the dashboard charts subscribers.
// The campaign runs on a server of its own: a campaign goes to every confirmed subscriber, and the
// suite's server has those of the tests running beside this one.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect, signInOnOwnServer, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

const READERS = ["clicker@example.com", "leaver@example.com"];

function addReaders(server: OwnServer): void {
  const db = new Database(server.dbFile, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const now = sqlDate(new Date());
    for (const email of READERS) {
      db.prepare(
        `INSERT INTO "Subscriber" ("id", "email", "status", "consentAt", "confirmedAt", "createdAt", "updatedAt") VALUES (?, ?, 'confirmed', ?, ?, ?, ?)`,
      ).run(crypto.randomUUID(), email, now, now, now, now);
    }
  } finally {
    db.close();
  }
}

/** The server's mail (written as .eml files without SMTP_URL) to `to`, once `count` have come. */
async function mailsOf(server: OwnServer, to: string, count: number): Promise<ParsedMail[]> {
  const dir = path.join(server.dir, "mail");
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".eml")) : [];
        const all = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
        found = all.filter((mail) => JSON.stringify(mail.to).includes(to));
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return found;
}

test("a campaign's link is counted per link for everyone alike, and the operator sees clicks, deliveries and unsubscribes", async ({
  page,
  browser,
  context,
}) => {
  test.slow(); // a server of its own, a whole campaign, two readers, the operator's page and the dashboard with axe
  const port = Number(execFileSync(process.execPath, [path.resolve("tools/free-port.mjs")], { encoding: "utf8" }));
  const server = await startOwnServer({ UPKEEP_INTERVAL: "off", SITE_URL: `http://127.0.0.1:${port}` }, { port });
  try {
    addReaders(server);
    await signInOnOwnServer(context, server);
    const base = server.baseUrl;
    const subject = "Measured news";
    const target = `${base}/about?from=newsletter`;

    await page.goto(`${base}/Newsletter`);
    await expect(
      page.getByText("Every reader gets the same counted link, so nothing records who clicked; mails carry no open pixel and the links set no cookie."),
    ).toBeVisible();
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill(`Meet the team: ${target}\n\nSee you soon.`);
    await page.getByRole("button", { name: "Send Newsletter" }).click();
    await expect(page.getByRole("form", { name: "Send Newsletter" }).locator("p[role]").last()).toHaveText(
      "2 copies queued. They go out in the background; the campaign's progress shows under Campaigns.",
    );
    const campaign = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(campaign.getByText("Finished")).toBeVisible({ timeout: 20_000 });

    const mails = await Promise.all(READERS.map(async (email) => (await mailsOf(server, email, 1))[0]));
    const counted = mails.map((mail) => /<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(mail?.html || "")?.slice(1) ?? []);
    // The same link in both copies, naming no one, with the target as the text the reader sees.
    expect(counted[0]?.[0]).toMatch(new RegExp(`^${base}/api/newsletter/click/[\\w-]+/0\\?s=[\\w-]{22}$`));
    expect(counted[1]).toEqual(counted[0]);
    expect(counted[0]?.[1]).toBe(target);

    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    for (let i = 0; i < 2; i++) {
      await readerPage.goto(counted[0]?.[0] ?? "");
      await expect(readerPage).toHaveURL(target);
      await expect(readerPage.getByRole("heading", { level: 1, name: "One Kanpur team for technology, talent and growth" })).toBeVisible();
    }
    expect(await reader.cookies()).toEqual([]);

    // One reader leaves through the mail's link, and presses the button twice over.
    const unsubscribe = /https?:\/\/\S+\/subscription\/unsubscribe\?\S+/.exec(mails[1]?.text ?? "")?.[0] ?? "";
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

    await page.goto(`${base}/admin`);
    const chart = page.getByRole("region", { name: "Newsletter subscribers" });
    const svg = chart.getByRole("img", { name: "Newsletter subscribers", exact: true });
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAccessibleDescription(/^Confirmed subscribers now: 1; /);
    await chart.getByText("Show the numbers").click();
    const thisWeek = chart.getByRole("row").last();
    await expect(thisWeek.getByRole("cell")).toHaveText(["1", "2", "1"]);
    await expectNoAxeViolations(page);
  } finally {
    await server.stop();
  }
});

test("a counted link this site did not sign answers a 404 page and leads nowhere", async ({ page }) => {
  const answer = await page.goto("/api/newsletter/click/not-a-campaign/0?s=AAAAAAAAAAAAAAAAAAAAAA&url=https://evil.example/");
  expect(answer?.status()).toBe(404);
  await expect(page).toHaveURL(/\/api\/newsletter\/click\//);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expectNoAxeViolations(page);
});
