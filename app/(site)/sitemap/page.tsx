import { SitemapGroups } from "@/components/marketing/sitemap-groups";
import { PageHero } from "@/components/ui/page-hero";
import { SITEMAP_HERO, SITEMAP_META, XML_SITEMAP_LINK, sitemapGroups } from "@/lib/content/sitemap";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(SITEMAP_META);

export default function SitemapPage() {
  return (
    <>
      <PageHero eyebrow={SITEMAP_HERO.eyebrow} title={SITEMAP_HERO.title} text={SITEMAP_HERO.text} />
      <SitemapGroups groups={sitemapGroups()} xml={XML_SITEMAP_LINK} />
    </>
  );
}
