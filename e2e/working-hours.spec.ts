// Issue 37 item 4 in the browser: the operator sets the company's working week and a holiday with
// plain forms (posts and 303s, no script of their own), a wrong week comes back saying why, and the dashboard lists what is
// overdue by owner and the median first answer; each page passes axe and fits a 390 px phone.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { execute, expect, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { uniqueTag } from "./support/records";

// Each page runs axe twice on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const HOUR = 60 * 60 * 1000;

async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
}

test("the operator sets the working week and a holiday with plain forms, which need no script", async ({ page, operator }) => {
  expect(operator.role).toBe("operator");
  await page.goto("/admin/working-hours");
  await expect(page.getByRole("heading", { level: 1, name: "Working hours" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Time zone").selectOption("Europe/London");
  await page.getByLabel("Friday").uncheck();
  await page.getByLabel("Opens at").fill("08:30");
  await page.getByLabel("Closes at").fill("17:30");
  await page.getByRole("button", { name: "Save working hours" }).click();
  await expect(page).toHaveURL(/\/admin\/working-hours\?saved=hours$/);
  await expect(page.getByRole("status")).toHaveText("Working hours saved.");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/London");
  await expect(page.getByLabel("Friday")).not.toBeChecked();
  await expect(page.getByLabel("Thursday")).toBeChecked();
  const [setting] = query<{ value: string }>(`SELECT value FROM SiteSetting WHERE key = 'working-hours'`);
  expect(JSON.parse(setting!.value)).toEqual({ timeZone: "Europe/London", days: [1, 2, 3, 4], start: "08:30", end: "17:30" });

  await page.getByLabel("Closes at").fill("08:00");
  await page.getByRole("button", { name: "Save working hours" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toHaveText("Not saved: The closing time must come after the opening time.");

  const name = `Founders' Day ${uniqueTag()}`;
  await page.getByLabel("Day", { exact: true }).fill("2031-12-26");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add holiday" }).click();
  await expect(page.getByRole("status")).toHaveText("Holiday added.");
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  await fitsPhone(page);

  await page.getByRole("button", { name: `Remove ${name} (2031-12-26)` }).click();
  await expect(page.getByRole("status")).toHaveText("Holiday removed.");
  await expect(page.getByRole("cell", { name, exact: true })).toHaveCount(0);
  expect(query(`SELECT day FROM Holiday WHERE name = ?`, name)).toEqual([]);
  const trail = query<{ detail: string }>(`SELECT detail FROM AuditEvent WHERE action = 'working-hours-save' AND actorEmail = ? ORDER BY at`, operator.email);
  expect(trail.map((row) => row.detail)).toEqual(["1,2,3,4 08:30-17:30 Europe/London", "holiday 2031-12-26 added", "holiday 2031-12-26 removed"]);
});

test("the dashboard lists what is overdue by owner and the median first answer beside the promise", async ({ page, operator }) => {
  const ownerName = `Owner ${uniqueTag()}`;
  const [{ id: operatorId }] = query<{ id: string }>(`SELECT id FROM "User" WHERE email = ?`, operator.email) as [{ id: string }];
  execute(`UPDATE "User" SET "name" = ? WHERE "id" = ?`, ownerName, operatorId);
  const now = Date.now();
  for (const [dueAgo, answeredAfter] of [
    [2 * HOUR, null],
    [26 * HOUR, null],
    [HOUR, 3 * HOUR],
  ] as const) {
    const recordId = randomUUID();
    const receivedAt = new Date(now - dueAgo - 9 * HOUR);
    execute(
      `INSERT INTO "WorkItem" ("id", "kind", "recordId", "pipeline", "stageId", "ownerId", "name", "email", "receivedAt", "dueAt", "answeredAt", "movedAt")
       VALUES (?, 'partnership', ?, 'leads', 'leads:new', ?, 'Someone', 'someone@example.com', ?, ?, ?, ?)`,
      `partnership:${recordId}`,
      recordId,
      operatorId,
      sqlDate(receivedAt),
      sqlDate(new Date(now - dueAgo)),
      answeredAfter === null ? null : sqlDate(new Date(receivedAt.getTime() + answeredAfter)),
      sqlDate(receivedAt),
    );
  }
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "The reply promise" });
  await expect(section).toBeVisible();
  const owners = section.getByRole("region", { name: "Overdue and due today, by owner" });
  await expect(owners.getByRole("row", { name: new RegExp(`^${ownerName} 2 0$`) })).toBeVisible();
  const medians = section.getByRole("region", { name: "Time to first answer, last 30 days" });
  await expect(medians.getByRole("row", { name: /^Partnership enquiry \d+ of \d+ .+ 1 business day$/ })).toBeVisible();
  await expect(section.getByRole("link", { name: "Working hours and holidays" })).toHaveAttribute("href", "/admin/working-hours");
  await fitsPhone(page);
});
