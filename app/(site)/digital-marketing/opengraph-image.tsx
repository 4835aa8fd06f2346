import { DIGITAL_MARKETING } from "@/lib/content/digital-marketing";
import { OG_CONTENT_TYPE, OG_SIZE, pageOgImage } from "@/lib/core/og-image";

export const alt = DIGITAL_MARKETING.meta.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return pageOgImage(DIGITAL_MARKETING.meta);
}
