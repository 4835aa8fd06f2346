import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../lib/content/routes";
import { expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";

type PageCase = {
  path: string;
  title: string;
  h1: string;
  text: string;
  headings: string[];
  links: Array<[name: string, href: string]>;
};

const RECRUITMENT_HEADINGS = ["Roles we cover", "How screening works", "Typical timelines", "For employers and job seekers"];
const RECRUITMENT_LINKS: PageCase["links"] = [
  ["Connect Now", "/business-form"],
  ["Apply now", "/career-form"],
  ["How applying works", "/career"],
  ["View open positions", "/careers/jobs"],
];

const PAGES: PageCase[] = [
  {
    path: "/about",
    title: "About Us",
    h1: "One Kanpur team for technology, talent and growth",
    text: "Solutions At One Place is a consultancy in Kanpur, Uttar Pradesh.",
    headings: ["Who we are", "Our mission", "How we work", "What we value", "Our leadership approach"],
    links: [
      ["Contact Us", "/contact"],
      ["Connect Now", "/merge-form"],
    ],
  },
  {
    path: "/digital-marketing",
    title: "Digital Marketing",
    h1: "Digital marketing measured in enquiries, not impressions",
    text: "Local SEO and Google Business Profile",
    headings: ["What we offer", "How a campaign runs", "What you can expect", "Industries we market for", "Frequently asked questions"],
    links: [["Connect Now", "/business-form"]],
  },
  {
    path: "/business-consulting",
    title: "Business Consulting",
    h1: "Clear numbers and a plan your team can act on",
    text: "Financial planning and MIS",
    headings: ["What we offer", "How an engagement runs", "What changes for you", "Industries we advise", "Frequently asked questions"],
    links: [["Connect Now", "/business-form"]],
  },
  {
    path: "/it-recruitment",
    title: "IT Recruitment",
    h1: "Engineers screened by engineers",
    text: "A 45-minute conversation with a working engineer",
    headings: RECRUITMENT_HEADINGS,
    links: RECRUITMENT_LINKS,
  },
  {
    path: "/non-it-recruitment",
    title: "Non-IT Recruitment",
    h1: "The people who sell, make, deliver and keep the books",
    text: "Sales and business development",
    headings: RECRUITMENT_HEADINGS,
    links: RECRUITMENT_LINKS,
  },
  {
    path: "/healthcare",
    title: "Healthcare Recruitment",
    h1: "Clinical and hospital staff, with credentials checked",
    text: "Registration with the medical, nursing or pharmacy council is confirmed",
    headings: RECRUITMENT_HEADINGS,
    links: RECRUITMENT_LINKS,
  },
  {
    path: "/career",
    title: "Career",
    h1: "Find your next role through one application",
    text: "PDF, DOC or DOCX file of up to 5 MB",
    headings: ["How applying works", "Roles we place", "What happens after you apply", "Questions job seekers ask"],
    links: [
      ["Apply now", "/career-form"],
      ["View open positions", "/careers/jobs"],
      ["IT Recruitment", "/it-recruitment"],
      ["Healthcare Recruitment", "/healthcare"],
    ],
  },
  {
    path: "/partner",
    title: "Partnership",
    h1: "Grow with us as a partner",
    text: "Each model has its own agreement",
    headings: ["Partnership models", "Equity", "Solution", "referral", "Affiliate", "How to start"],
    links: [["Become a partner", "/partner-form"]],
  },
  {
    path: "/blogs",
    title: "Blogs",
    h1: "Ideas and advice from the people who do the work",
    text: "Nothing appears on the site until an editor approves it",
    headings: ["Our blog areas", "Business Consulting", "Digital Marketing", "Recruitment", "Write for us"],
    links: [
      ["Read the Business Consulting blog", "/business-blog"],
      ["Read the Digital Marketing blog", "/digital-blog"],
      ["Read the Recruitment blog", "/recruitment-blog"],
    ],
  },
  {
    path: "/terms",
    title: "Terms & Privacy Policy",
    h1: "Terms & Privacy Policy",
    text: "Last updated:",
    headings: ["Privacy Policy", "Terms & Conditions", "Terms of Use", "Refund Policy", "Governing Law", "Sister Concerns", "Contact and Updates"],
    links: [["Go Back", "/"]],
  },
  {
    path: "/sitemap",
    title: "Sitemap",
    h1: "Every page of this site",
    text: "Find any page quickly",
    headings: ["Company", "Services", "Recruitment", "Blogs", "Forms", "Legal"],
    links: [["XML sitemap for search engines", "/sitemap.xml"]],
  },
];

/** Levels of the headings inside main, in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole("main")
    .getByRole("heading")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
}

test.describe("marketing pages", () => {
  for (const item of PAGES) {
    test(`${item.path} answers 200 with its one h1, its sections, copy, links and metadata`, async ({ page }) => {
      const response = await page.goto(item.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(item.h1);
      await expect(main.getByText(item.text, { exact: false }).first()).toBeVisible();
      for (const name of item.headings) {
        await expect(main.getByRole("heading", { name, exact: true }).first()).toBeVisible();
      }
      for (const [name, href] of item.links) {
        const link = main.getByRole("link", { name, exact: true }).first();
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", href);
      }
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
      await expect(page).toHaveTitle(`${item.title} | Solutions At One Place`);
      // Prerendered pages take their origin from SITE_URL at build time, so only the path is ours to check.
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "", "http://invalid").pathname).toBe(item.path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${item.title} | Solutions At One Place`);
    });

    test(`${item.path} has no axe violations in light and dark theme`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(item.path);
      await expectNoAxeViolationsInBothThemes(page);
    });
  }

  test("the partnership models keep the form's spelling: Equity, Solution, referral, Affiliate", async ({ page }) => {
    await page.goto("/partner");
    const models = page.getByRole("region", { name: "Partnership models" }).getByRole("heading", { level: 3 });
    await expect(models).toHaveText(["Equity", "Solution", "referral", "Affiliate"]);
    for (const term of ["What it means", "Who it suits", "How to start"]) {
      await expect(page.getByRole("term").filter({ hasText: term })).toHaveCount(4);
    }
  });
});

test.describe("terms page", () => {
  const SECTIONS: Array<[id: string, heading: string, texts: string[]]> = [
    [
      "privacy-policy",
      "Privacy Policy",
      ["kept for at least 5 years", "kept for 7 years", "kept for 12 months", "encrypted with AES-256", "under the key app-theme"],
    ],
    ["terms-and-conditions", "Terms & Conditions", ["Candidates are never charged."]],
    ["terms-of-use", "Terms of Use", ["above INR 10,00,000"]],
    ["refund-policy", "Refund Policy", ["processed in 7 to 14 business days"]],
    ["governing-law", "Governing Law", ["governed by the laws of India", "The courts at Kanpur, Uttar Pradesh, have exclusive jurisdiction."]],
    ["sister-concerns", "Sister Concerns", ["sister concern"]],
    ["contact-and-updates", "Contact and Updates", ["Grievance Officer", "info@solutionsatoneplace.in"]],
  ];

  test("every section is an anchored region with its heading and the figures the policy promises", async ({ page }) => {
    await page.goto("/terms");
    for (const [id, heading, texts] of SECTIONS) {
      const region = page.getByRole("region", { name: heading, exact: true });
      await expect(region).toHaveAttribute("id", id);
      await expect(region.getByRole("heading", { level: 2 })).toHaveText(heading);
      for (const text of texts) {
        await expect(region.getByText(text, { exact: false }).first()).toBeVisible();
      }
    }
    await expect(page.getByRole("link", { name: "Go Back", exact: true })).toHaveAttribute("href", "/");
  });

  test("/privacy-policy lands on /terms scrolled to the Privacy Policy section", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page).toHaveURL(/\/terms#privacy-policy$/);
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 2 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await page.goto("/terms");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Refund Policy" }).click();
    await expect(page).toHaveURL(/#refund-policy$/);
    await expect(page.getByRole("heading", { name: "Refund Policy", level: 2 })).toBeInViewport();
  });
});

test.describe("HTML sitemap", () => {
  test("lists every public page of the route table, in six groups", async ({ page }) => {
    await page.goto("/sitemap");
    const sitemap = page.getByRole("navigation", { name: "Sitemap" });
    const hrefs = await sitemap.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect([...hrefs].sort()).toEqual([...PUBLIC_PAGES].sort());
    await expect(sitemap.getByRole("heading", { level: 2 })).toHaveText(["Company", "Services", "Recruitment", "Blogs", "Forms", "Legal"]);
    await expect(sitemap.getByRole("link", { name: "IT Recruitment", exact: true })).toHaveAttribute("href", "/it-recruitment");
    await expect(sitemap.getByRole("link", { name: "Write a Digital Marketing blog post" })).toHaveAttribute("href", "/digital-blog/create_blog");
  });

  test("its links to the pages built here and to the XML sitemap answer 200", async ({ page, request }) => {
    await page.goto("/sitemap");
    const hrefs = await page
      .getByRole("navigation", { name: "Sitemap" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const ours = hrefs.filter((href) => PAGES.some((item) => item.path === href));
    expect(ours.sort()).toEqual(PAGES.map((item) => item.path).sort());
    for (const href of ours) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    const xmlHref = await page.getByRole("link", { name: "XML sitemap for search engines" }).getAttribute("href");
    const xml = await request.get(xmlHref ?? "");
    expect(xml.status()).toBe(200);
    expect(await xml.text()).toContain("<urlset");
  });
});
