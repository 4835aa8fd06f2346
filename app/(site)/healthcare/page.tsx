import { MarketingPage } from "@/components/marketing/marketing-page";
import { HEALTHCARE } from "@/lib/content/recruitment-lines";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(HEALTHCARE.meta);

// Static: the proof bands are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function HealthcarePage() {
  return <MarketingPage content={HEALTHCARE} proof={await proofFor(HEALTHCARE)} />;
}
