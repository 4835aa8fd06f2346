import type { Metadata } from "next";
import type { PageMeta } from "@/lib/content/marketing";
import { COMPANY } from "@/lib/content/site";

/** Title, description, canonical URL and Open Graph card of a prerendered page. */
export function pageMetadata({ path, title, description, absoluteTitle }: PageMeta): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: absoluteTitle ? title : `${title} | ${COMPANY.name}`,
      description,
      url: path,
      siteName: COMPANY.name,
      type: "website",
      locale: "en_IN",
    },
  };
}
