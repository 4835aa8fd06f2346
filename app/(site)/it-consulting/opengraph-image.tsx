// The brand card (app/opengraph-image.tsx): this page's metadata is in its page.tsx, not lib/content,
// and a page that sets openGraph does not inherit the parent's card, so it is named here.
export { alt, contentType, default, size } from "@/app/opengraph-image";
