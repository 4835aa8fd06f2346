// Company details saved on a server of its own leave pages behind: Next writes each page it renders
// again into .next/server/route-cache, which every server of the build reads on a miss of its own
// memory, the suite's server included (whose tests expect the sample details). A spec that saves
// them on its own server therefore puts those pages back, rendered as on a site that never saved.
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { DEFAULT_COMPANY_DETAILS } from "../../lib/content/site";
import { expect } from "./fixtures";
import type { OwnServer } from "./own-server";

/**
 * Renders `paths` again on `server` with no saved details: a save revalidates every page, then its
 * row goes before anything asks for a page, and each page is asked for until none of `leftovers`
 * (texts only the test's details put there) is on it. `page` must be signed in as an operator.
 */
export async function renderAsNeverSaved(page: Page, server: OwnServer, paths: string[], leftovers: string[]): Promise<void> {
  await page.goto("about:blank"); // no prefetch of the open page renders anything in between
  const saved = await page.request.post(`${server.baseUrl}/api/admin/settings`, { headers: { origin: server.baseUrl }, data: DEFAULT_COMPANY_DETAILS });
  expect(saved.status(), await saved.text()).toBe(200);
  const db = new Database(server.dbFile, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(`DELETE FROM "SiteSetting" WHERE "key" = 'company'`).run();
  } finally {
    db.close();
  }
  for (const path of paths) {
    await expect(async () => {
      await page.goto(`${server.baseUrl}${path}`);
      const html = await page.content();
      expect(
        leftovers.filter((text) => html.includes(text)),
        path,
      ).toEqual([]);
    }).toPass({ timeout: 15_000 });
  }
}
