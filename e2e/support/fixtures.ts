// Shared Playwright fixtures: each test is its own visitor (own IP for rate limits), and can read
// the throwaway database and the mail the loopback SMTP server caught.
import { test as base, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { decryptBuffer, fileContext, MAGIC } from "../../lib/core/storage/encryption";
import { storageKeyring } from "../../lib/core/storage/keys";

let ipCounter = 0;
/** A documentation-range address unique to this worker and test. */
export function uniqueIp(): string {
  ipCounter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? "0");
  return `198.${18 + (worker % 2)}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function uniqueEmail(prefix = "visitor"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function openDb(): Database.Database {
  return new Database(path.join(process.env.E2E_DIR ?? "", "e2e.db"), { readonly: true, fileMustExist: true });
}

/** Runs a read-only query against the server's database. */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = openDb();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The axe rules of our WCAG tags whose result depends on colours: all that a theme changes. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Axe with the WCAG 2.2 A/AA rules. `"colours"` runs only the rules a theme can change, for the
 * second theme of a page whose DOM axe has just checked in the first.
 */
export async function expectNoAxeViolations(page: import("@playwright/test").Page, rules: "all" | "colours" = "all"): Promise<void> {
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of
  // every node it checked, which is most of its time on a long page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (
    rules === "colours" ? builder.withRules(COLOUR_RULES) : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
  ).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Axe finds nothing in the light theme, nor, once the visitor switches to the dark one, in its colours. */
export async function expectNoAxeViolationsInBothThemes(page: import("@playwright/test").Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoAxeViolations(page, "colours");
}

/** Pages that were prerendered are rendered again on the first visit after a save: reload until they show it. */
export async function expectAfterReload(page: import("@playwright/test").Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000 });
}

export const test = base.extend<{ visitorIp: string }>({
  visitorIp: async ({}, use) => {
    await use(uniqueIp());
  },
  extraHTTPHeaders: async ({ visitorIp }, use) => {
    await use({ "x-forwarded-for": visitorIp });
  },
});

export { expect };

/** The plain bytes of a file the server stored under UPLOAD_DIR, which must be encrypted there
 * (under the key the zero-config server generated into its var/); null when there is none. */
export async function storedFileBytes(key: string | number | null | undefined): Promise<Buffer | null> {
  if (typeof key !== "string") return null;
  const file = path.join(process.env.E2E_DIR ?? "", "uploads", key);
  if (!fs.existsSync(file)) return null;
  const raw = fs.readFileSync(file);
  expect(raw.subarray(0, MAGIC.length).equals(MAGIC), `${key} is encrypted at rest`).toBe(true);
  return decryptBuffer(raw, storageKeyring({ storageKeysOld: [], varDir: path.join(process.env.E2E_DIR ?? "", "var") }), fileContext(key));
}

/** sha256 of a file the server stored under UPLOAD_DIR, or null when there is none. */
export async function storedFileSha256(key: string | number | null | undefined): Promise<string | null> {
  const bytes = await storedFileBytes(key);
  return bytes && createHash("sha256").update(bytes).digest("hex");
}

export function sha256Of(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}
