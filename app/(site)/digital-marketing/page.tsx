import { MarketingPage } from "@/components/marketing/marketing-page";
import { DIGITAL_MARKETING } from "@/lib/content/digital-marketing";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(DIGITAL_MARKETING.meta);

export default function DigitalMarketingPage() {
  return <MarketingPage content={DIGITAL_MARKETING} />;
}
