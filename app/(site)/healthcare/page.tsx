import { MarketingPage } from "@/components/marketing/marketing-page";
import { HEALTHCARE } from "@/lib/content/healthcare";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(HEALTHCARE.meta);

export default function HealthcarePage() {
  return <MarketingPage content={HEALTHCARE} />;
}
