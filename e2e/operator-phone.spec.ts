// #35 polish: on a phone (390 px) the operator's navigation folds into a menu that opens with a
// click, with the keyboard and without JavaScript; /admin/blog-posts is the list of posts; the
// audit trail names each record (title, link) beside a time that says its zone.
import { randomUUID } from "node:crypto";
import { baseUrl, execute, expect, signIn, sqlDate, test } from "./support/accounts";
import { insertPendingPost } from "./support/blog-posts";
import { expectNoAxeViolations } from "./support/fixtures";
import { uniqueTag } from "./support/records";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("the operator area on a phone", () => {
  test("folds the navigation into a Menu button that toggles it, by pointer and by keyboard", async ({ page, context }) => {
    await signIn(context, "operator");
    // A page's vitals, so the dashboard's vitals table (wider than a phone, nothing in it focusable) is there for axe.
    execute(`INSERT INTO "Vital" ("id", "route", "metric", "value", "createdAt") VALUES (?, '/about', 'LCP', 1200, ?)`, randomUUID(), sqlDate(new Date()));
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Operator" });
    // Playwright gives <summary> no role (browsers expose it as a disclosure button): found by its text inside the landmark.
    const menu = nav.locator("summary", { hasText: "Menu" });
    const audit = nav.getByRole("link", { name: "Audit trail" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(audit).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(audit).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(audit).toBeHidden();

    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
    await audit.click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
    // Following a link folds the menu again.
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(audit).toBeHidden();
  });

  test("lists /admin/blog-posts as the posts with their status, each linking to its page", async ({ page, context }) => {
    await signIn(context, "operator");
    const post = insertPendingPost(`Phone list ${uniqueTag()}`);
    await page.goto("/admin/blog-posts");
    await expect(page).toHaveURL(`${baseUrl()}/admin/blog-submissions`);
    await expect(page.getByRole("heading", { level: 1, name: "Blog submissions" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: post.title });
    await expect(row.getByRole("cell", { name: "Pending review", exact: true })).toBeVisible();
    await row.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(`${baseUrl()}/admin/blog-submissions/${post.id}`);
  });

  test("names each audit row's record with a link, at a time labelled with its zone", async ({ page, context }) => {
    const operator = await signIn(context, "operator");
    // Exporting a list is an audited action: its row names the list and links to it.
    const answer = await page.request.get("/admin/export/contact-messages.csv");
    expect(answer.status()).toBe(200);
    await page.goto(`/admin/audit?status=csv-export&q=${encodeURIComponent(operator.email)}`);
    const row = page.getByRole("row").nth(1);
    await expect(row.getByRole("cell").first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m IST$/);
    await row.getByRole("link", { name: "Contact messages (the whole list)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu still opens: it is a <details>", async ({ page, context }) => {
    await signIn(context, "operator");
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Operator" });
    const menu = nav.locator("summary", { hasText: "Menu" });
    await expect(menu).not.toHaveAttribute("aria-expanded");
    await expect(nav.getByRole("link", { name: "Audit trail" })).toBeHidden();
    await menu.click();
    await expect(nav.getByRole("link", { name: "Audit trail" })).toBeVisible();
  });
});
