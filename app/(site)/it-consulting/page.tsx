import { MarketingPage } from "@/components/marketing/marketing-page";
import { IT_CONSULTING } from "@/lib/content/it-consulting";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(IT_CONSULTING.meta);

export default function ItConsultingPage() {
  return <MarketingPage content={IT_CONSULTING} />;
}
