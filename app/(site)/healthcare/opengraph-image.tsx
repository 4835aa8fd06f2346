import { HEALTHCARE } from "@/lib/content/recruitment-lines";
import { OG_CONTENT_TYPE, OG_SIZE, pageOgImage } from "@/lib/core/og-image";

export const alt = HEALTHCARE.meta.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return pageOgImage(HEALTHCARE.meta);
}
