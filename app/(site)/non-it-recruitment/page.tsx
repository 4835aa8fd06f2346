import { MarketingPage } from "@/components/marketing/marketing-page";
import { NON_IT_RECRUITMENT } from "@/lib/content/non-it-recruitment";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(NON_IT_RECRUITMENT.meta);

export default function NonItRecruitmentPage() {
  return <MarketingPage content={NON_IT_RECRUITMENT} />;
}
