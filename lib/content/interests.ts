// What a newsletter subscriber may choose to hear about (#27): the footer form, the preferences page
// linked from every mail, the operator's audience picker and a post's announcement all use these keys.
import type { BlogArea } from "./blog-areas";

// Written out rather than mapped from BLOG_AREA_KEYS, so /api/subscribe does not load the blog's
// modules (test/import-closure.test.ts); areaInterest below fails to compile if an area is missing.
export const INTERESTS = [
  "jobs",
  "services",
  "partnerships",
  "business-blog",
  "digital-blog",
  "recruitment-blog",
] as const;
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

/** The stored form of a choice: each key once, in INTERESTS' order, space-separated ("" for none). */
export const joinInterests = (chosen: readonly Interest[]): string =>
  INTERESTS.filter((interest) => chosen.includes(interest)).join(" ");
export const splitInterests = (column: string): Interest[] => column.split(" ").filter(isInterest);
