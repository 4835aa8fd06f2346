import { HeroCarousel, TestimonialCarousel } from "@/components/marketing/carousels";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { RECRUITMENT } from "@/lib/content/recruitment";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";
import { getCompanyDetails } from "@/lib/features/settings";

export const metadata = pageMetadata(RECRUITMENT.meta);

export default async function RecruitmentPage() {
  // The content names the defaults; the testimonials shown are the ones the operator keeps in the company details.
  const { testimonials } = await getCompanyDetails();
  return (
    <MarketingPage
      content={RECRUITMENT}
      proof={await proofFor(RECRUITMENT)}
      renderers={{ "carousel-hero": HeroCarousel, testimonials: () => <TestimonialCarousel items={testimonials} /> }}
    />
  );
}
