import { NON_IT_RECRUITMENT } from "@/lib/content/recruitment-lines";
import { OG_CONTENT_TYPE, OG_SIZE, pageOgImage } from "@/lib/core/og-image";

export const alt = NON_IT_RECRUITMENT.meta.title;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return pageOgImage(NON_IT_RECRUITMENT.meta);
}
