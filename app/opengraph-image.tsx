import { OG_CONTENT_TYPE, OG_SIZE, siteOgImage } from "@/lib/core/og-image";
import { COMPANY } from "@/lib/content/site";

// The card of pages that set no Open Graph metadata (sign-in screens, wizards). A page that sets
// its own openGraph replaces this inherited one, so those pages have a card in their own folder.
export const alt = COMPANY.name;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return siteOgImage();
}
