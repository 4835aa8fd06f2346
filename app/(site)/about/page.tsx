import { MarketingPage } from "@/components/marketing/marketing-page";
import { ABOUT, aboutWithFigures } from "@/lib/content/about";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";
import { getCompanyDetails } from "@/lib/features/settings";

export const metadata = pageMetadata(ABOUT.meta);

// Static: the proof bands and the figures (Company details) are read when the page is prerendered, and again after a change to them.
export default async function AboutPage() {
  const content = aboutWithFigures((await getCompanyDetails()).aboutFigures);
  return <MarketingPage content={content} proof={await proofFor(content)} />;
}
