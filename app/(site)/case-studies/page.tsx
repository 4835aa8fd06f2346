import { MarketingPage } from "@/components/marketing/marketing-page";
import { CASE_STUDIES_PAGE, caseStudiesPage } from "@/lib/content/proof";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(CASE_STUDIES_PAGE.meta);

// Static: the case studies and logos are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function CaseStudiesPage() {
  const proof = await proofFor(CASE_STUDIES_PAGE);
  return <MarketingPage content={caseStudiesPage(proof["case-studies"]?.items.length ?? 0)} proof={proof} />;
}
