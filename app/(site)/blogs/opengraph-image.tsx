import { BLOGS } from "@/lib/content/blogs";
import { OG_CONTENT_TYPE, OG_SIZE, pageOgImage } from "@/lib/core/og-image";

export const alt = BLOGS.meta.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return pageOgImage(BLOGS.meta);
}
