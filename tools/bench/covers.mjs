// What a phone downloads for blog covers: a blog landing whose newest posts have uploaded 1600 px
// covers (made by the real upload handler, so with its narrower copies), loaded in a 390 px wide
// viewport at 2x and 3x. "Without srcset" is what the same covers cost at full size, which is what
// the page's <img src> alone made every visitor download.
import { chromium } from "@playwright/test";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { root } from "../../server/lib.mjs";
import { pick } from "./quick.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium-flags.mjs";

const require = createRequire(path.join(root, "package.json"));
const Database = require("better-sqlite3");

const UPLOADS = pick(9, 3);
const PHONE = { width: 390, height: 844 };
const SCALES = pick([2, 3], [2]);

/** A photo-like 2000×1125 JPEG: smoothed noise, about 180 KB as a 1600 px WebP, like a photo (a flat fill would be tiny). */
const photo = (seed) =>
  sharp({ create: { width: 160, height: 90, channels: 3, noise: { type: "gaussian", mean: 110 + seed * 10, sigma: 60 } } })
    .resize(2000, 1125, { kernel: "cubic" })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Posts UPLOADS covers through POST /create-blog and publishes those posts as the area's newest. */
export async function uploadCovers(appUrl, dbFile, area) {
  for (let i = 0; i < UPLOADS; i++) {
    const form = new FormData();
    const fields = {
      blogTitle: `Cover bench post ${i}`,
      blogContent: `A post with an uploaded cover, number ${i}. `.repeat(3),
      authorName: "Bench Author",
      fullName: "Bench Author",
      email: `cover-${i}@example.com`,
      phoneNumber: "9876543210",
      socialMediaProfile: "https://example.com",
      area,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", new Blob([await photo(i)], { type: "image/jpeg" }), "cover.jpg");
    const response = await fetch(`${appUrl}/create-blog`, { method: "POST", body: form, headers: { origin: appUrl } });
    if (response.status !== 201) throw new Error(`/create-blog answered ${response.status}: ${await response.text()}`);
  }
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    const now = Date.now();
    const ids = db.prepare(`SELECT "id" FROM "BlogPost" WHERE "imageKey" IS NOT NULL AND "status" = 'pending'`).pluck().all();
    const publish = db.prepare(`UPDATE "BlogPost" SET "status" = 'published', "publishedAt" = ? WHERE "id" = ?`);
    ids.forEach((id, i) => publish.run(new Date(now - i * 1000).toISOString(), id));
  } finally {
    db.close();
  }
}

/** Bytes of /blog-images/ responses the page loads on a phone, and the full-size bytes of the same covers. */
async function phoneVisit(browser, url, deviceScaleFactor) {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const fetched = [];
    page.on("requestfinished", async (request) => {
      if (!new URL(request.url()).pathname.startsWith("/blog-images/")) return;
      fetched.push(request);
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1000);
    let received = 0;
    let fullSize = 0;
    for (const request of fetched) {
      received += (await request.sizes()).responseBodySize;
      const full = request.url().replace(/-\d+w\.webp$/, ".webp");
      fullSize += (await (await fetch(full)).arrayBuffer()).byteLength;
    }
    return { covers: fetched.length, received, fullSize };
  } finally {
    await context.close();
  }
}

export async function phoneCoverFigures(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const scale of SCALES) results.push({ scale, ...(await phoneVisit(browser, url, scale)) });
    return results;
  } finally {
    await browser.close();
  }
}
