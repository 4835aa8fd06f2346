// Labels and groups of the HTML sitemap (/sitemap). Pages come from PUBLIC_PAGES in routes.ts, so
// a page added there without a label here fails the build instead of going missing.
import type { LinkRef, PageMeta } from "./marketing";
import { BLOG_AREAS, PUBLIC_PAGES } from "./routes";

export const SITEMAP_META: PageMeta = {
  path: "/sitemap",
  title: "Sitemap",
  description:
    "Every page of the Solutions At One Place website in one list: company, services, recruitment, blogs, forms " +
    "and legal.",
};

export const SITEMAP_HERO = {
  eyebrow: "Sitemap",
  title: "Every page of this site",
  text: "Find any page quickly, grouped by what it is for.",
};

export const XML_SITEMAP_LINK: LinkRef = { href: "/sitemap.xml", label: "XML sitemap for search engines" };

export const SITEMAP_GROUPS = ["Company", "Services", "Recruitment", "Blogs", "Forms", "Legal"] as const;

export type SitemapGroup = (typeof SITEMAP_GROUPS)[number];

type PageLabel = { label: string; group: SitemapGroup };

const BLOG_AREA_NAMES: Record<(typeof BLOG_AREAS)[number], string> = {
  "business-blog": "Business Consulting",
  "digital-blog": "Digital Marketing",
  "recruitment-blog": "Recruitment",
};

const BLOG_LABELS: Array<[string, PageLabel]> = BLOG_AREAS.flatMap((area) => {
  const name = BLOG_AREA_NAMES[area];
  return [
    [`/${area}`, { label: `${name} Blog`, group: "Blogs" }],
    [`/${area}/create_blog`, { label: `Write a ${name} blog post`, group: "Blogs" }],
    [`/${area}/BlogsExplorePage`, { label: `Explore ${name} blogs`, group: "Blogs" }],
  ] satisfies Array<[string, PageLabel]>;
});

export const PAGE_LABELS: Record<string, PageLabel> = {
  "/": { label: "Home", group: "Company" },
  "/about": { label: "About Us", group: "Company" },
  "/case-studies": { label: "Case Studies", group: "Company" },
  "/career": { label: "Career", group: "Company" },
  "/partner": { label: "Partnership", group: "Company" },
  "/contact": { label: "Contact Us", group: "Company" },
  "/it-consulting": { label: "IT Service & Consulting", group: "Services" },
  "/recruitment": { label: "Recruitment", group: "Services" },
  "/digital-marketing": { label: "Digital Marketing", group: "Services" },
  "/business-consulting": { label: "Business Consulting", group: "Services" },
  "/it-recruitment": { label: "IT Recruitment", group: "Recruitment" },
  "/non-it-recruitment": { label: "Non-IT Recruitment", group: "Recruitment" },
  "/healthcare": { label: "Healthcare Recruitment", group: "Recruitment" },
  "/careers/jobs": { label: "Open positions", group: "Recruitment" },
  "/blogs": { label: "All Blogs", group: "Blogs" },
  ...Object.fromEntries(BLOG_LABELS),
  "/merge-form": { label: "Connect Now", group: "Forms" },
  "/career-form": { label: "Career Application Form", group: "Forms" },
  "/business-form": { label: "Business Enquiry Form", group: "Forms" },
  "/partner-form": { label: "Partnership Form", group: "Forms" },
  "/terms": { label: "Terms & Privacy Policy", group: "Legal" },
  "/sitemap": { label: "Sitemap", group: "Legal" },
};

/** PUBLIC_PAGES in their groups, each page with its label. */
export function sitemapGroups(): Array<{ title: SitemapGroup; links: LinkRef[] }> {
  const missing = PUBLIC_PAGES.filter((path) => !PAGE_LABELS[path]);
  if (missing.length > 0)
    throw new Error(`No sitemap label for ${missing.join(", ")}: add them to lib/content/sitemap.ts`);
  return SITEMAP_GROUPS.map((group) => ({
    title: group,
    links: PUBLIC_PAGES.flatMap((path) => {
      const entry = PAGE_LABELS[path];
      return entry?.group === group ? [{ href: path, label: entry.label }] : [];
    }),
  }));
}
