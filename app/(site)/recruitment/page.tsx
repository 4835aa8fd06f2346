import { HeroCarousel, TestimonialCarousel } from "@/components/marketing/carousels";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { RECRUITMENT, recruitmentWithTestimonials } from "@/lib/content/recruitment";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";
import { getShownTestimonials } from "@/lib/features/settings";

export const metadata = pageMetadata(RECRUITMENT.meta);

export default async function RecruitmentPage() {
  const content = recruitmentWithTestimonials(await getShownTestimonials());
  return (
    <MarketingPage
      content={content}
      proof={await proofFor(content)}
      renderers={{ "carousel-hero": HeroCarousel, testimonials: TestimonialCarousel }}
    />
  );
}
