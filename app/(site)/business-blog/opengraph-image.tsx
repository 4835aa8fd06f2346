import { landingOgImage } from "@/components/blog/pages/og";
import { BLOG_AREA_COPY } from "@/lib/content/blog";
import { OG_CONTENT_TYPE, OG_SIZE } from "@/lib/core/og-image";

export const alt = BLOG_AREA_COPY.business.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return landingOgImage("business");
}
