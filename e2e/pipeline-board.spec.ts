// Issue 37 item 1, the applications board in two operators' browsers: one moves a card by keyboard
// through its "Move to…" menu (the focus stays on the card, the move is announced), the other sees
// it in its new column after a reload; a drag onto Rejected asks the close reason; the record's
// timeline and the audit trail keep each move. axe-clean, and usable at 390 px wide.
import type { Page } from "@playwright/test";
import { baseUrl, expect, signIn, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { submitCareer, uniqueTag } from "./support/records";

const column = (page: Page, stage: string) => page.getByRole("region", { name: new RegExp(`^${stage} \\(`) });
const card = (page: Page, stage: string, name: string) => column(page, stage).getByRole("article", { name });

test("two operators: a keyboard move on one board shows on the other after a reload, in the timeline and the audit trail", async ({ browser, request }) => {
  const tag = uniqueTag();
  const application = await submitCareer(request, { firstName: "Asha", lastName: tag });
  const name = `Asha ${tag}`;
  const itemId = `career:${application.id}`;
  const board = `/admin/pipelines/applications?q=${tag}`;

  const [mover, watcher] = await Promise.all([1, 2].map(() => browser.newContext({ baseURL: baseUrl() })));
  try {
    const moverAccount = await signIn(mover!, "operator");
    await signIn(watcher!, "operator");
    const page = await mover!.newPage();
    const other = await watcher!.newPage();
    await other.setViewportSize({ width: 390, height: 844 });

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Operator" }).getByRole("link", { name: "Applications board" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Applications board" })).toBeVisible();
    await page.goto(board);
    await other.goto(board);
    await expect(card(page, "New", name)).toBeVisible();
    await expect(card(other, "New", name)).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard: the menu opens from its summary, Stage takes arrow keys, Move is pressed.
    const menu = card(page, "New", name).getByText("Move to…");
    await menu.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(card(page, "New", name).getByLabel("Stage")).toBeFocused();
    await page.keyboard.press("ArrowDown"); // Screening → Interview
    await expect(card(page, "New", name).getByLabel("Stage")).toHaveValue("applications:interview");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(card(page, "New", name).getByRole("button", { name: "Move" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("status").filter({ hasText: `Moved ${name} to Interview.` })).toBeVisible();
    await expect(card(page, "Interview", name)).toBeVisible();
    await expect(card(page, "New", name)).toHaveCount(0);
    await expect(card(page, "Interview", name).getByText("Move to…")).toBeFocused();
    await expectNoAxeViolations(page);

    // The other browser still shows the board it loaded; a reload shows the card where it went.
    await expect(card(other, "New", name)).toBeVisible();
    await other.reload();
    await expect(card(other, "Interview", name)).toBeVisible();
    await expect(card(other, "New", name)).toHaveCount(0);
    await expectNoAxeViolations(other);
    // At 390 px the columns scroll inside the board; the page itself does not scroll sideways.
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A drag onto Rejected asks the reason (the menu opens on it); with one chosen the card goes.
    await column(page, "Rejected").scrollIntoViewIfNeeded();
    await card(page, "Interview", name).getByText("Received").hover();
    await page.mouse.down();
    const target = (await column(page, "Rejected").getByRole("heading").boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
    await page.mouse.up();
    const reason = card(page, "Interview", name).getByLabel("Reason");
    await expect(reason).toBeFocused();
    await expect(card(page, "Interview", name).getByText("Choose why it was closed.")).toBeVisible();
    await reason.selectOption({ label: "Position filled" });
    await card(page, "Interview", name).getByRole("button", { name: "Move" }).click();
    await expect(card(page, "Rejected", name)).toBeVisible();

    const events = query<{ type: string; detail: string }>(`SELECT "type", "detail" FROM "WorkEvent" WHERE "itemId" = ? ORDER BY "at"`, itemId);
    expect(events.map((event) => [event.type, JSON.parse(event.detail)])).toEqual([
      ["stage", { from: "New", to: "Interview", reason: null }],
      ["stage", { from: "Interview", to: "Rejected", reason: "Position filled" }],
    ]);
    await other.goto(`/admin/audit?status=stage-move&q=${encodeURIComponent(moverAccount.email)}`);
    const rows = other.getByRole("row").filter({ hasText: "Moved to another stage" });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "New → Interview" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Interview → Rejected" })).toHaveCount(1);
  } finally {
    await mover!.close();
    await watcher!.close();
  }
});

test("without JavaScript the card's form moves it and comes back to the filtered board", async ({ browser, request }) => {
  const tag = uniqueTag();
  await submitCareer(request, { firstName: "Ravi", lastName: tag });
  const name = `Ravi ${tag}`;
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  try {
    await signIn(context, "operator");
    const page = await context.newPage();
    await page.goto(`/admin/pipelines/applications?q=${tag}&owner=unassigned`);
    await card(page, "New", name).getByText("Move to…").click();
    await card(page, "New", name).getByLabel("Stage").selectOption({ label: "Offer" });
    await card(page, "New", name).getByRole("button", { name: "Move" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/pipelines/applications\\?q=${tag}&owner=unassigned&moved=1$`));
    await expect(page.getByText("The card was moved.")).toBeVisible();
    await expect(card(page, "Offer", name)).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the board's bulk form moves the ticked cards of a column, without JavaScript too", async ({ browser, request }) => {
  const tag = uniqueTag();
  for (const firstName of ["Mira", "Omar"]) await submitCareer(request, { firstName, lastName: tag });
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  try {
    await signIn(context, "operator");
    const page = await context.newPage();
    await page.goto(`/admin/pipelines/applications?q=${tag}`);
    for (const firstName of ["Mira", "Omar"]) await page.getByRole("checkbox", { name: `Select ${firstName} ${tag}` }).check();
    const form = page.getByRole("form", { name: "Selected records" });
    await form.getByLabel("Do with the selected records").selectOption({ label: "Move to the stage" });
    await form.getByLabel("Stage").selectOption({ label: "Screening" });
    await form.getByRole("button", { name: "Apply to selected" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/pipelines/applications\\?q=${tag}&bulk=2$`));
    await expect(page.getByText("2 records changed.")).toBeVisible();
    for (const firstName of ["Mira", "Omar"]) await expect(card(page, "Screening", `${firstName} ${tag}`)).toBeVisible();
  } finally {
    await context.close();
  }
});
