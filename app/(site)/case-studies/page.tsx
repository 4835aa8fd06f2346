import { MarketingPage } from "@/components/marketing/marketing-page";
import { CASE_STUDIES_PAGE } from "@/lib/content/proof";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(CASE_STUDIES_PAGE.meta);

// Static: the case studies and logos are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function CaseStudiesPage() {
  return <MarketingPage content={CASE_STUDIES_PAGE} proof={await proofFor(CASE_STUDIES_PAGE)} />;
}
