// The campaign list past 20 (#35 item 10): page 2 by a plain link, with or without JavaScript, and a
// campaign scheduled 300 days ahead heads page 1 however many were sent after it, and is cancelled
// there. On a server of its own: the page counts every campaign, and the suite's has those of the
// tests running beside this one.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { expect, signInOnOwnServer, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

const DAY = 24 * 60 * 60 * 1000;
const FAR = "Far ahead";

/** 25 finished campaigns, one a day over the last 25 days, and before them one scheduled 300 days ahead. */
function addCampaigns(server: OwnServer): void {
  const db = new Database(server.dbFile, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare(
      `INSERT INTO "Campaign" ("id", "subject", "message", "status", "createdBy", "createdAt", "finishedAt", "scheduledAt") VALUES (?, ?, 'Hi.', ?, 'op@example.com', ?, ?, ?)`,
    );
    const start = Date.now() - 30 * DAY;
    insert.run(randomUUID(), FAR, "scheduled", sqlDate(new Date(start)), null, sqlDate(new Date(Date.now() + 300 * DAY)));
    for (let n = 1; n <= 25; n++) insert.run(randomUUID(), `Sent ${n}`, "done", sqlDate(new Date(start + n * DAY)), sqlDate(new Date(start + n * DAY)), null);
  } finally {
    db.close();
  }
}

const subjects = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, n) => `Sent ${from - n}`);

test("the campaign list pages past 20 by links that work without JavaScript, and a far-scheduled campaign stays on page 1 to be cancelled", async ({
  page,
  browser,
  context,
}) => {
  test.slow(); // a server of its own
  const server = await startOwnServer({ UPKEEP_INTERVAL: "off" });
  try {
    addCampaigns(server);
    await signInOnOwnServer(context, server);
    const list = page
      .getByRole("region", { name: "Campaigns" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    const headings = () => page.getByRole("region", { name: "Campaigns" }).getByRole("heading", { level: 3 });

    await page.goto(`${server.baseUrl}/Newsletter`);
    await expect(headings()).toHaveText([FAR, ...subjects(25, 6)]);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
    await pagination.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/Newsletter?page=2`);
    await expect(pagination.getByText("Page 2 of 2")).toBeVisible();
    await expect(headings()).toHaveText(subjects(5, 1));
    await expectNoAxeViolations(page);

    // Without JavaScript: the same links, and the far campaign's Cancel button on page 1.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.addCookies(await context.cookies(server.baseUrl));
    const noScript = await plain.newPage();
    await noScript.goto(`${server.baseUrl}/Newsletter`);
    await noScript.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await expect(noScript).toHaveURL(`${server.baseUrl}/Newsletter?page=2`);
    await expect(noScript.getByRole("region", { name: "Campaigns" }).getByRole("heading", { level: 3 })).toHaveText(subjects(5, 1));
    await noScript.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Previous page" }).click();
    await noScript.getByRole("button", { name: `Cancel the scheduled campaign ${FAR}` }).click();
    await expect(noScript.getByRole("main").getByRole("status").filter({ hasText: "cancelled" })).toHaveText(
      "The scheduled campaign is cancelled. No mail goes out.",
    );
    await plain.close();

    await page.goto(`${server.baseUrl}/Newsletter?page=2`);
    await expect(headings()).toHaveText([...subjects(5, 1), FAR]);
    await expect(list.filter({ hasText: FAR }).getByText("Cancelled", { exact: true })).toBeVisible();
  } finally {
    await server.stop();
  }
});
