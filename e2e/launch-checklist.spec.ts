// The launch checklist as the operator meets it, on a server of its own: a database where nothing
// was saved, retention never ran, the seed's openings are open and nobody has booking hours;
// SMTP_URL, MAIL_FROM and SITE_URL unset and GOOGLE_CLIENT_ID set (the suite's server shares its
// company details with every spec, and saving them hides the sample testimonials).
// The dashboard lists each default; fixing them in Company details, closing the sample openings,
// setting hours and running retention takes them off one by one; the terms name the officer; the
// recruitment page drops the samples; /about shows the operator's figures; no page links to booking
// until someone has hours. The pages it had rendered again are put back as the suite's server
// expects them (support/company-details.ts), Connect Now without hours (./booking.spec.ts sets its own).
import { execFileSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { copyrightLine } from "../lib/content/site";
import { SEED_JOB_SLUGS } from "../prisma/seed-jobs-data";
import { expect, signInOnOwnServer, test } from "./support/accounts";
import { renderAsNeverSaved } from "./support/company-details";
import { expectAfterReload, expectNoAxeViolations } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { SiteShell } from "./pages/site-shell";

const SAMPLE_NAMES = ["Ritu Agarwal", "Dr. Sandeep Mishra", "Ankit Verma", "Priya Srivastava"];
const ITEM = {
  phone: "The phone number is still the sample +91 98765 43210. Change the phone number",
  address: "The address is still the sample 2nd Floor, Swaroop Nagar Business Centre, Swaroop Nagar, Kanpur, Uttar Pradesh 208002, India. Change the address",
  email: "The contact e-mail is still the sample info@solutionsatoneplace.in. Change the e-mail address",
  social: "LinkedIn, Facebook, Instagram and X (Twitter) still link to a sample profile. Change the profile links",
  samplesShown: "4 sample testimonials are still in the company details, not from real clients (the recruitment page shows them). Replace the testimonials",
  samplesHidden: "4 sample testimonials are still in the company details, not from real clients (the site no longer shows them). Replace the testimonials",
  figures:
    "The About page still shows 3 sample figures, not the company's own: 12 industries we have worked in, 500+ candidates placed with employers and 80+ client organisations served. Change the About page figures",
  grievance: "No Grievance Officer is named: the privacy policy needs one to answer requests and complaints. Name a Grievance Officer",
  caseStudy: "No case study is published. Publish a case study",
  sampleJobs:
    "13 sample job openings from the seed are still open: visitors can apply, and the sitemap and search engines' job listings show them. Close each one, and post your real openings as new jobs. Close the sample openings",
  bookingHours:
    'No operator has booking hours: visitors cannot book a call, so the site hides its "Book a 30-minute call" links until someone sets their hours. Set your booking hours',
  smtp: "SMTP_URL is not set: mail is written to files on the server and nobody receives it. Set it in the server's environment (README, Settings) and restart.",
  mailFrom:
    "MAIL_FROM is Solutions At One Place <no-reply@localhost>, an address at this machine: replies go nowhere and many mail servers refuse such mail. Set it to an address of the company's own domain in the server's environment (README, Settings) and restart.",
  siteUrl:
    "SITE_URL is not set: links in mail, canonical addresses, the sitemap and search engines' data point at http://localhost:3000. Set it to the site's https:// address in the server's environment and build again (README, Production).",
  retention: "Retention has never run: nothing past the privacy policy's periods has been removed yet. See scheduled upkeep",
};

async function expectOpenItems(page: Page, items: string[]) {
  await page.goto("/admin");
  const checklist = page.getByRole("region", { name: "Before launch" });
  await expect(checklist.getByRole("listitem")).toHaveText(items);
}

/** Follows an item's link to its part of Company details, changes it there and saves. */
async function fix(page: Page, link: string, anchor: string, change: () => Promise<void>) {
  await page.goto("/admin");
  await page.getByRole("region", { name: "Before launch" }).getByRole("link", { name: link, exact: true }).click();
  await expect(page).toHaveURL(`/admin/company#${anchor}`);
  await change();
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The pages show the new details now.");
}

/** `npm run retention` against the server's own database and files. */
function runRetention(server: OwnServer) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:${server.dbFile}`,
    UPLOAD_DIR: server.uploadDir,
    MAIL_DIR: path.join(server.dir, "mail"),
    VAR_DIR: path.join(server.dir, "var"),
    SMTP_URL: "",
  };
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "commands/retention.ts"], { env, stdio: "pipe" });
}

const mission = (page: Page) => page.getByRole("region", { name: "Our mission" });

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Saves the signed-in operator's hours on /admin/availability: 09:00–17:00 every day, or none. */
async function saveHours(page: Page, hours: boolean) {
  await page.goto("/admin/availability");
  for (const day of DAYS) {
    await page.getByLabel(`From ${day}`).fill(hours ? "09:00" : "");
    await page.getByLabel(`To ${day}`).fill(hours ? "17:00" : "");
  }
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByRole("status")).toHaveText("Your availability is saved.");
}

/** Every page of the sitemap (and the wizards) whose HTML links to the booking page, on `server`. */
async function pagesLinkingToBooking(page: Page, server: OwnServer): Promise<string[]> {
  const sitemap = await (await page.request.get(`${server.baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]{1,500})<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(paths).toContain("/merge-form");
  const linking: string[] = [];
  for (const pathname of [...new Set([...paths, "/business-form", "/partner-form", "/merge-form/business", "/merge-form/partnership"])]) {
    if (pathname.startsWith("/book-a-call")) continue;
    const html = await (await page.request.get(`${server.baseUrl}${pathname}`)).text();
    if (html.includes('href="/book-a-call')) linking.push(pathname);
  }
  return linking;
}

/** Closes each of the seed's openings from the operator's jobs API, and counts those still open. */
async function closeSampleJobs(page: Page, server: OwnServer): Promise<number> {
  const db = new Database(server.dbFile, { fileMustExist: true });
  try {
    const slugs = SEED_JOB_SLUGS.map(() => "?").join(", ");
    const ids = db.prepare(`SELECT "id" FROM "Job" WHERE "slug" IN (${slugs}) AND "status" = 'open'`).all(...SEED_JOB_SLUGS) as Array<{ id: string }>;
    expect(ids).toHaveLength(13);
    for (const { id } of ids) {
      const closed = await page.request.post(`${server.baseUrl}/api/admin/jobs/${id}/status`, {
        headers: { origin: server.baseUrl },
        data: { action: "close" },
      });
      expect(closed.status(), await closed.text()).toBe(200);
    }
    return (db.prepare(`SELECT COUNT(*) AS "open" FROM "Job" WHERE "slug" IN (${slugs}) AND "status" = 'open'`).get(...SEED_JOB_SLUGS) as { open: number })
      .open;
  } finally {
    db.close();
  }
}

test("the footer says the current year on every kind of page", async ({ page }) => {
  for (const pathname of ["/", "/about", "/merge-form"]) {
    await page.goto(pathname);
    await expect(new SiteShell(page).footer.getByText(/^© Copyright/)).toHaveText(copyrightLine(new Date()));
  }
});

test("the dashboard lists each default still in place, and each goes as it is fixed", async ({ browser }) => {
  test.setTimeout(300_000); // a server of its own, seven saves, pages rendered again, a crawl, a retention run
  const server = await startOwnServer({ UPKEEP_INTERVAL: "off", GOOGLE_CLIENT_ID: "launch-checklist.apps.googleusercontent.com" });
  const context = await browser.newContext({ baseURL: server.baseUrl });
  try {
    await signInOnOwnServer(context, server);
    const page = await context.newPage();
    // Pages of this build that another server rendered with hours may be on disk: saving no hours renders them here.
    await saveHours(page, false);
    const all = [
      ITEM.phone,
      ITEM.address,
      ITEM.email,
      ITEM.social,
      ITEM.samplesShown,
      ITEM.figures,
      ITEM.grievance,
      ITEM.caseStudy,
      ITEM.sampleJobs,
      ITEM.bookingHours,
      ITEM.smtp,
      ITEM.mailFrom,
      ITEM.siteUrl,
      ITEM.retention,
    ];
    await expectOpenItems(page, all);
    const checklist = page.getByRole("region", { name: "Before launch" });
    await expect(checklist.getByRole("heading", { level: 2 })).toHaveText("Before launch");
    await expect(checklist.getByRole("link", { name: "Publish a case study" })).toHaveAttribute("href", "/admin/proof#case-studies");
    await expect(checklist.getByRole("link", { name: "See scheduled upkeep" })).toHaveAttribute("href", "/admin#upkeep-heading");
    await expect(checklist.getByRole("link", { name: "Close the sample openings" })).toHaveAttribute("href", "/admin/jobs");
    await expectNoAxeViolations(page);

    // With no hours, no page offers to book a call.
    expect(await pagesLinkingToBooking(page, server)).toEqual([]);
    await page.goto("/merge-form");
    await expect(page.getByRole("link", { name: "Book a 30-minute call" })).toHaveCount(0);

    // Before any save the site shows the samples; the terms say no officer is named.
    await page.goto("/recruitment");
    await expect(page.getByRole("region", { name: "What Clients and Candidates Say" }).getByRole("group", { includeHidden: true })).toHaveCount(4);
    await page.goto("/terms");
    await expect(page.getByRole("region", { name: "Contact and Updates", exact: true })).toContainText("No Grievance Officer has been named yet.");
    await page.goto("/about");
    await expect(mission(page).getByRole("term")).toHaveText([
      "service lines under one roof",
      "industries we have worked in",
      "candidates placed with employers",
      "client organisations served",
    ]);

    await fix(page, "Change the phone number", "settings-contact", () => page.getByLabel("Phone").fill("+91 91234 56789"));
    await expectAfterReload(page, "/recruitment", async () => {
      await expect(page.getByRole("region", { name: "What Clients and Candidates Say" })).toHaveCount(0, { timeout: 1000 });
    });
    for (const name of SAMPLE_NAMES) await expect(page.getByRole("main")).not.toContainText(name);
    const afterPhone = all.filter((item) => item !== ITEM.phone && item !== ITEM.samplesShown);
    afterPhone.splice(afterPhone.indexOf(ITEM.figures), 0, ITEM.samplesHidden);
    await expectOpenItems(page, afterPhone);

    await fix(page, "Change the address", "settings-contact", () => page.getByLabel("Address").fill("12 Mall Road\nKanpur 208001\nUttar Pradesh, India"));
    await fix(page, "Change the e-mail address", "settings-contact", () => page.getByLabel("E-mail", { exact: true }).fill("hello@mallroad.example"));
    await expectOpenItems(
      page,
      afterPhone.filter((item) => item !== ITEM.address && item !== ITEM.email),
    );

    await fix(page, "Change the profile links", "settings-social", async () => {
      await page.getByLabel("LinkedIn").fill("https://www.linkedin.com/company/mall-road-consulting");
      for (const network of ["Facebook", "Instagram", "X (Twitter)"]) await page.getByLabel(network).fill("");
    });
    await fix(page, "Replace the testimonials", "settings-testimonials", async () => {
      const first = page.getByRole("group", { name: "Testimonial 1" });
      await first.getByLabel("Name").fill("Asha Gupta");
      await first.getByLabel("Role").fill("HR Head, textile mill, Kanpur");
      await first.getByLabel("Testimonial", { exact: true }).fill("Three supervisors in two weeks, all still with us.");
      for (const slot of [2, 3, 4]) {
        const group = page.getByRole("group", { name: `Testimonial ${slot}` });
        for (const label of ["Name", "Role"]) await group.getByLabel(label).fill("");
        await group.getByLabel("Testimonial", { exact: true }).fill("");
      }
    });
    await fix(page, "Change the About page figures", "settings-about", async () => {
      const second = page.getByRole("group", { name: "Figure 2" });
      await second.getByLabel("Figure", { exact: true }).fill("320+");
      await second.getByLabel("What it counts").fill("people placed since 2019");
      for (const slot of [3, 4]) {
        const group = page.getByRole("group", { name: `Figure ${slot}` });
        await group.getByLabel("Figure", { exact: true }).fill("");
        await group.getByLabel("What it counts").fill("");
      }
    });
    await expectOpenItems(page, [ITEM.grievance, ITEM.caseStudy, ITEM.sampleJobs, ITEM.bookingHours, ITEM.smtp, ITEM.mailFrom, ITEM.siteUrl, ITEM.retention]);
    await expectAfterReload(page, "/about", async () => {
      await expect(mission(page).getByRole("term")).toHaveText(["service lines under one roof", "people placed since 2019"], { timeout: 1000 });
    });
    await expect(mission(page).getByRole("definition")).toHaveText(["4", "320+"]);
    await expect(page.getByRole("main")).not.toContainText("500+");

    await fix(page, "Name a Grievance Officer", "settings-grievance", async () => {
      await page.getByLabel("Grievance Officer's name").fill("Meera Joshi");
      await page.getByLabel("Grievance Officer's e-mail").fill("grievance@mallroad.example");
    });
    await expect(page.getByLabel("Grievance Officer's name")).toHaveValue("Meera Joshi");
    await expectNoAxeViolations(page);

    expect(await closeSampleJobs(page, server)).toBe(0);
    await expectOpenItems(page, [ITEM.caseStudy, ITEM.bookingHours, ITEM.smtp, ITEM.mailFrom, ITEM.siteUrl, ITEM.retention]);

    await page.getByRole("region", { name: "Before launch" }).getByRole("link", { name: "Set your booking hours", exact: true }).click();
    await expect(page).toHaveURL("/admin/availability");
    await saveHours(page, true);
    await expectAfterReload(page, "/merge-form", async () => {
      await expect(page.getByRole("link", { name: "Book a 30-minute call" })).toHaveAttribute("href", "/book-a-call", { timeout: 1000 });
    });
    runRetention(server);
    // No case-study table exists yet (lib/features/launch/case-studies.ts); SMTP_URL, MAIL_FROM and SITE_URL are the server's environment.
    await expectOpenItems(page, [ITEM.caseStudy, ITEM.smtp, ITEM.mailFrom, ITEM.siteUrl]);

    await expectAfterReload(page, "/terms", async () => {
      const contact = page.getByRole("region", { name: "Contact and Updates", exact: true });
      await expect(
        contact.getByText("Questions about these terms, requests about your personal data and complaints go to our Grievance Officer, Meera Joshi:", {
          exact: true,
        }),
      ).toBeVisible({ timeout: 1000 });
      await expect(contact.getByText("E-mail: grievance@mallroad.example", { exact: true })).toBeVisible();
    });
    await expectAfterReload(page, "/recruitment", async () => {
      await expect(page.getByRole("region", { name: "What Clients and Candidates Say" })).toContainText("Three supervisors in two weeks, all still with us.", {
        timeout: 1000,
      });
    });
    for (const name of SAMPLE_NAMES) await expect(page.getByRole("main")).not.toContainText(name);
    await page.goto("/");
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd).toContain("+91 91234 56789");
    for (const name of [...SAMPLE_NAMES, "Asha Gupta"]) expect(jsonLd).not.toContain(name);

    await saveHours(page, false);
    await renderAsNeverSaved(
      page,
      server,
      ["/recruitment", "/terms", "/", "/about", "/merge-form"],
      ["+91 91234 56789", "12 Mall Road", "Meera Joshi", "Three supervisors in two weeks", "people placed since 2019", 'href="/book-a-call'],
    );
  } finally {
    await context.close();
    await server.stop();
  }
});
