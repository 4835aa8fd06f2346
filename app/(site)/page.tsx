import { MarketingPage } from "@/components/marketing/marketing-page";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { HOME } from "@/lib/content/home";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(HOME.meta);

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <MarketingPage content={HOME} />
    </>
  );
}
