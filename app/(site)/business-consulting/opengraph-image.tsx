import { BUSINESS_CONSULTING } from "@/lib/content/business-consulting";
import { OG_CONTENT_TYPE, OG_SIZE, pageOgImage } from "@/lib/core/og-image";

export const alt = BUSINESS_CONSULTING.meta.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return pageOgImage(BUSINESS_CONSULTING.meta);
}
