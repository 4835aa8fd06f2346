import { SITEMAP_META } from "@/lib/content/sitemap";
import { OG_CONTENT_TYPE, OG_SIZE, pageOgImage } from "@/lib/core/og-image";

export const alt = SITEMAP_META.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return pageOgImage(SITEMAP_META);
}
