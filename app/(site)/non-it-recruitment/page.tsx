import { MarketingPage } from "@/components/marketing/marketing-page";
import { NON_IT_RECRUITMENT } from "@/lib/content/recruitment-lines";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(NON_IT_RECRUITMENT.meta);

// Static: the proof bands are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function NonItRecruitmentPage() {
  return <MarketingPage content={NON_IT_RECRUITMENT} proof={await proofFor(NON_IT_RECRUITMENT)} />;
}
