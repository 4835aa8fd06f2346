import { TERMS_META } from "@/lib/content/terms";
import { OG_CONTENT_TYPE, OG_SIZE, pageOgImage } from "@/lib/core/og-image";

export const alt = TERMS_META.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return pageOgImage(TERMS_META);
}
