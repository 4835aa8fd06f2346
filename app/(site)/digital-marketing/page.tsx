import { MarketingPage } from "@/components/marketing/marketing-page";
import { DIGITAL_MARKETING } from "@/lib/content/digital-marketing";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(DIGITAL_MARKETING.meta);

// Static: the proof bands are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function DigitalMarketingPage() {
  return <MarketingPage content={DIGITAL_MARKETING} proof={await proofFor(DIGITAL_MARKETING)} />;
}
