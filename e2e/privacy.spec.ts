// A data request end to end: the operator searches an address, downloads the export (a zip with
// the JSON and the resume), erases after typing the address, and a new search finds nothing. The
// search is posted (with or without JavaScript): no URL the browser keeps carries the address.
import fs from "node:fs";
import { unzip } from "../test/support/zip";
import { baseUrl, expect, test } from "./support/accounts";
import { expectNoAxeViolations, query, sha256Of, storedFileBytes } from "./support/fixtures";
import { RESUME, submitCareer } from "./support/records";

type Row = Record<string, string | number | null>;

/** The page's URL holds a sealed handle for the person (and an outcome), never their address. */
function expectNoAddressIn(url: string, email: string, outcome = "") {
  expect(new URL(url).pathname + new URL(url).search).toMatch(new RegExp(`^/admin/privacy\\?person=[\\w-]+${outcome}$`));
  expect(decodeURIComponent(url).toLowerCase()).not.toContain(email.toLowerCase());
}

test("the operator finds, exports and erases one person's data", async ({ browser, page, operator, request }) => {
  // Three axe runs and a zip on a shared machine.
  test.setTimeout(120_000);
  expect(operator.role).toBe("operator");
  const application = await submitCareer(request, {}, { resume: true, feedback: { appliedBefore: 0, experience: "good" } });
  const email = application.emailAddress;
  const [row] = query<Row>("SELECT resumeKey FROM CareerApplication WHERE id = ?", application.id);
  const resumeKey = String(row?.resumeKey);
  expect(await storedFileBytes(resumeKey)).not.toBeNull();

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Operator" }).getByRole("link", { name: "Data requests" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data requests" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  const results = page.getByRole("region", { name: `Data held for ${email.toUpperCase()}` });
  await expect(results.getByRole("row", { name: /Career applications 1 1/ })).toBeVisible();
  await expect(results.getByRole("row", { name: /Feedback 1 0/ })).toBeVisible();
  expectNoAddressIn(page.url(), email);
  await expectNoAxeViolations(page);

  // The same search without JavaScript: a plain form post, the same results.
  const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  await plain.addCookies([{ name: "sid", value: operator.token, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
  const noScript = await plain.newPage();
  await noScript.goto("/admin/privacy");
  await noScript.getByLabel("E-mail address").fill(email);
  await noScript.getByRole("button", { name: "Search" }).click();
  await expect(noScript.getByRole("region", { name: `Data held for ${email}` }).getByRole("row", { name: /Career applications 1 1/ })).toBeVisible();
  expectNoAddressIn(noScript.url(), email);
  await plain.close();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download the export" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(fs.readFileSync(await download.path()));
  const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}") as { tables: Record<string, Row[]> };
  expect(data.tables.careerApplications?.[0]).toMatchObject({ id: application.id, emailAddress: email, resumeKey });
  expect(data.tables.feedback).toHaveLength(1);
  const resume = entries.get(`files/${resumeKey}`);
  expect(resume).toBeDefined();
  fs.writeFileSync(`${await download.path()}.pdf`, resume ?? Buffer.alloc(0));
  expect(sha256Of(`${await download.path()}.pdf`)).toBe(sha256Of(RESUME));

  // A wrong confirmation erases nothing and says so.
  const confirm = page.getByLabel("Type the e-mail address to confirm");
  await confirm.fill("someone-else@example.com");
  await page.getByRole("button", { name: "Erase all of it" }).click();
  await expect(page.getByText("The address typed does not match. Nothing was erased.")).toBeVisible();
  await expect(page.getByLabel("Type the e-mail address to confirm")).toHaveAttribute("aria-invalid", "true");
  expectNoAddressIn(page.url(), email, "&error=confirm");
  await expectNoAxeViolations(page);
  expect(query<Row>("SELECT id FROM CareerApplication WHERE id = ?", application.id)).toHaveLength(1);

  await page.getByLabel("Type the e-mail address to confirm").fill(email);
  await page.getByRole("button", { name: "Erase all of it" }).click();
  await expect(page.getByText(/^Erased \d+ rows and 1 files\./)).toBeVisible();
  await expect(page.getByText(`Nothing is stored for ${email.toUpperCase()}.`)).toBeVisible();
  expectNoAddressIn(page.url(), email, "&erased=\\w+");
  await expectNoAxeViolations(page);

  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`Nothing is stored for ${email}.`)).toBeVisible();
  expect(query<Row>("SELECT id FROM CareerApplication WHERE id = ?", application.id)).toEqual([]);
  expect(query<Row>("SELECT id FROM Feedback WHERE submissionId = ?", application.id)).toEqual([]);
  expect(await storedFileBytes(resumeKey)).toBeNull();
  const [record] = query<Row>("SELECT rows, files FROM ErasureRecord ORDER BY createdAt DESC LIMIT 1");
  expect(JSON.parse(String(record?.rows))).toMatchObject({ careerApplications: 1, feedback: 1 });
  expect(JSON.stringify(record)).not.toContain(email);
});
