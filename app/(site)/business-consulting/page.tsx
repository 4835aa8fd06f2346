import { MarketingPage } from "@/components/marketing/marketing-page";
import { BUSINESS_CONSULTING } from "@/lib/content/business-consulting";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(BUSINESS_CONSULTING.meta);

// Static: the proof bands are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function BusinessConsultingPage() {
  return <MarketingPage content={BUSINESS_CONSULTING} proof={await proofFor(BUSINESS_CONSULTING)} />;
}
