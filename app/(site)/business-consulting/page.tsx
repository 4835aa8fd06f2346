import { MarketingPage } from "@/components/marketing/marketing-page";
import { BUSINESS_CONSULTING } from "@/lib/content/business-consulting";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(BUSINESS_CONSULTING.meta);

export default function BusinessConsultingPage() {
  return <MarketingPage content={BUSINESS_CONSULTING} />;
}
