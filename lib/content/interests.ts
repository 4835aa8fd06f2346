// What a newsletter subscriber may choose to hear about (#27): the footer form, the preferences page
// linked from every mail, the operator's audience picker and a post's announcement all use these keys.
import { BLOG_AREA_KEYS, type BlogArea } from "./blog-areas";

export const INTERESTS = ["jobs", "services", "partnerships", ...BLOG_AREA_KEYS.map((area) => `${area}-blog` as const)] as const;
export type Interest = (typeof INTERESTS)[number];

export const INTEREST_LABELS: Record<Interest, string> = {
  jobs: "Job openings",
  services: "Our services",
  partnerships: "Partnerships",
  "business-blog": "Business blog",
  "digital-blog": "Digital blog",
  "recruitment-blog": "Recruitment blog",
};

/** The interest whose subscribers hear of a new post in this blog area. */
export const areaInterest = (area: BlogArea): Interest => `${area}-blog`;

export const isInterest = (value: string): value is Interest => (INTERESTS as readonly string[]).includes(value);
