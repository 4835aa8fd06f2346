import { MarketingPage } from "@/components/marketing/marketing-page";
import { ABOUT } from "@/lib/content/about";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(ABOUT.meta);

// Static: the proof bands are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function AboutPage() {
  return <MarketingPage content={ABOUT} proof={await proofFor(ABOUT)} />;
}
