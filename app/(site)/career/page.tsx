import { MarketingPage } from "@/components/marketing/marketing-page";
import { CAREER } from "@/lib/content/career";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(CAREER.meta);

export default function CareerPage() {
  return <MarketingPage content={CAREER} />;
}
