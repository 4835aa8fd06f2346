// Issue 37, items 1 and 2, the operator's side: the workspace settings screen (axe-clean at 390 px,
// its forms working without JavaScript), a round-robin rule set there handing new applications to
// the two operators chosen, and an operator's removal asking who takes their records.
import { baseUrl, createAccount, execute, expect, signIn, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { submitCareer, uniqueTag } from "./support/records";

const PHONE = { width: 390, height: 844 };

const userIdOf = (email: string) => query<{ id: string }>(`SELECT "id" FROM "User" WHERE "email" = ?`, email)[0]!.id;

test.describe("workspace settings", () => {
  test("the screen passes axe at 390 px, and renames a stage without JavaScript", async ({ browser }) => {
    test.setTimeout(120_000);
    const phone = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
    const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      await signIn(phone, "operator");
      const page = await phone.newPage();
      await page.goto("/admin/workspace");
      await expect(page.getByRole("heading", { level: 1, name: "Workspace settings" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Leads: stages" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoAxeViolations(page);

      await signIn(plain, "operator");
      const form = await plain.newPage();
      await form.goto("/admin/workspace");
      await form.getByLabel("Name of Proposal").fill("Proposal sent");
      await form.getByRole("button", { name: "Save: Proposal" }).click();
      await expect(form).toHaveURL(/\/admin\/workspace\?saved=stages#stages$/);
      await expect(form.getByRole("status")).toHaveText("Saved.");
      await form.getByLabel("Name of Proposal sent").fill("Proposal");
      await form.getByRole("button", { name: "Save: Proposal sent" }).click();
      await expect(form.getByLabel("Name of Proposal", { exact: true })).toHaveValue("Proposal");
      // A stage added, then removed (it holds nothing); the first stage offers no Remove.
      const step = `Discovery ${uniqueTag()}`;
      await form.getByLabel("New stage (Leads)").fill(step);
      await form.getByRole("button", { name: "Add stage" }).last().click();
      await expect(form.getByLabel(`Name of ${step}`)).toHaveValue(step);
      await form.getByRole("button", { name: `Remove: ${step}` }).click();
      await expect(form.getByRole("status")).toHaveText("Saved.");
      await expect(form.getByLabel(`Name of ${step}`)).toHaveCount(0);
      await expect(form.getByRole("button", { name: "Remove: New" })).toHaveCount(0);
    } finally {
      await phone.close();
      await plain.close();
    }
  });

  test("new applications go to the two operators ticked for a round-robin", async ({ page, operator }) => {
    const other = createAccount("operator");
    const ids = [userIdOf(operator.email), userIdOf(other.email)];
    await page.goto("/admin/workspace");
    const rule = page.getByRole("form", { name: "Application" });
    await rule.getByLabel("Each chosen operator in turn").check();
    await rule.getByLabel(`Operator (${operator.email})`).check();
    await rule.getByLabel(`Operator (${other.email})`).check();
    await rule.getByRole("button", { name: "Save the rule for applications" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    try {
      const owners = [];
      for (let n = 0; n < 2; n++) {
        const { id } = await submitCareer(page.request);
        owners.push(query<{ ownerId: string }>(`SELECT "ownerId" FROM "WorkItem" WHERE "id" = ?`, `career:${id}`)[0]?.ownerId);
      }
      for (const owner of owners) expect(ids).toContain(owner);
    } finally {
      await page.goto("/admin/workspace");
      await rule.getByLabel("Nobody (Unassigned)").check();
      await rule.getByRole("button", { name: "Save the rule for applications" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved.");
    }
  });
});

test("removing an operator asks who takes their records, and hands them over", async ({ page, operator }) => {
  const leaving = createAccount("operator");
  const { id } = await submitCareer(page.request);
  execute(`UPDATE "WorkItem" SET "ownerId" = ? WHERE "id" = ?`, userIdOf(leaving.email), `career:${id}`);
  await page.goto("/admin/operators");
  await page.getByRole("link", { name: `Remove ${leaving.email}` }).click();
  const step = page.getByRole("region", { name: `Remove ${leaving.email}?` });
  await expect(step).toContainText("They own 1 record.");
  await step.getByLabel("Their records go to").selectOption({ label: `Operator (${operator.email})` });
  await step.getByRole("button", { name: "Yes, remove the operator" }).click();
  await expect(page.getByRole("status")).toHaveText("The operator was removed and signed out everywhere.");
  expect(query(`SELECT "ownerId" FROM "WorkItem" WHERE "id" = ?`, `career:${id}`)).toEqual([{ ownerId: userIdOf(operator.email) }]);
  await expectNoAxeViolations(page);
});
