import { MarketingPage } from "@/components/marketing/marketing-page";
import { PARTNER } from "@/lib/content/partner";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(PARTNER.meta);

export default function PartnerPage() {
  return <MarketingPage content={PARTNER} />;
}
