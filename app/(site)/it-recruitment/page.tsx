import { MarketingPage } from "@/components/marketing/marketing-page";
import { IT_RECRUITMENT } from "@/lib/content/recruitment-lines";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(IT_RECRUITMENT.meta);

// Static: the proof bands are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function ItRecruitmentPage() {
  return <MarketingPage content={IT_RECRUITMENT} proof={await proofFor(IT_RECRUITMENT)} />;
}
