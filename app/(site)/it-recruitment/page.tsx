import { MarketingPage } from "@/components/marketing/marketing-page";
import { IT_RECRUITMENT } from "@/lib/content/it-recruitment";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(IT_RECRUITMENT.meta);

export default function ItRecruitmentPage() {
  return <MarketingPage content={IT_RECRUITMENT} />;
}
