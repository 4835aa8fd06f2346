// The route table: canonical public pages (for the sitemap) and every alias that redirects (308).
export type Redirect = { source: string; destination: string };

export const SERVICE_ROUTES = ["it-consulting", "recruitment", "digital-marketing", "business-consulting"] as const;

export const REDIRECTS: Redirect[] = [
  { source: "/home", destination: "/" },
  { source: "/about-us", destination: "/about" },
  { source: "/about-us.html", destination: "/about" },
  { source: "/contact_us", destination: "/contact" },
  { source: "/contact-us", destination: "/contact" },
  ...SERVICE_ROUTES.map((service) => ({ source: `/services/${service}`, destination: `/${service}` })),
  { source: "/itRecruitment", destination: "/it-recruitment" },
  { source: "/healthcare.html", destination: "/healthcare" },
  { source: "/digital-marketing-blogs", destination: "/digital-blog" },
  { source: "/privacy-policy", destination: "/terms#privacy-policy" },
];

// Next matches redirect sources without regard to case, which would swallow /sitemap too, so
// /Sitemap is served by its own route handler (app/Sitemap/route.ts).
export const XML_SITEMAP_ALIAS = { source: "/Sitemap", destination: "/sitemap.xml" };
/** The operator's newsletter page keeps the spec's capital N; the lower-case spelling leads there
 * (app/newsletter/route.ts). */
export const NEWSLETTER_ALIAS = { source: "/newsletter", destination: "/Newsletter" };

export const BLOG_AREAS = ["business-blog", "digital-blog", "recruitment-blog"] as const;

/** Every canonical page a visitor or crawler may land on (operator and account screens aside). */
export const PUBLIC_PAGES: string[] = [
  "/",
  ...SERVICE_ROUTES.map((service) => `/${service}`),
  "/it-recruitment",
  "/non-it-recruitment",
  "/healthcare",
  "/about",
  "/case-studies",
  "/career",
  "/careers/jobs",
  "/partner",
  "/contact",
  "/terms",
  "/sitemap",
  "/blogs",
  ...BLOG_AREAS.flatMap((area) => [`/${area}`, `/${area}/create_blog`, `/${area}/BlogsExplorePage`]),
  "/merge-form",
  "/career-form",
  "/business-form",
  "/partner-form",
];
