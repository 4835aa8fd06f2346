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

/** The same without the site's name and locale on the card: the contact and connect pages. */
export function formPageMetadata({ path, title, description }: Omit<PageMeta, "absoluteTitle">): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: "website" },
  };
}
