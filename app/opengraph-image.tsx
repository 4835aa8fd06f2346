import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "@/lib/core/og-image";
import { COMPANY } from "@/lib/content/site";

// The card of every page without its own (the marketing pages, legal pages, forms).
export const alt = COMPANY.name;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return ogImage({ eyebrow: "IT services · Recruitment · Marketing · Consulting", title: COMPANY.tagline });
}
