import { CASE_STUDIES_PAGE } from "@/lib/content/proof";
import { OG_CONTENT_TYPE, OG_SIZE, pageOgImage } from "@/lib/core/og-image";

export const alt = CASE_STUDIES_PAGE.meta.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return pageOgImage(CASE_STUDIES_PAGE.meta);
}
