import { MarketingPage } from "@/components/marketing/marketing-page";
import { ABOUT } from "@/lib/content/about";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(ABOUT.meta);

export default function AboutPage() {
  return <MarketingPage content={ABOUT} />;
}
