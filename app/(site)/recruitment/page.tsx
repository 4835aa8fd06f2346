import { HeroCarousel, TestimonialCarousel } from "@/components/marketing/carousels";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { RECRUITMENT } from "@/lib/content/recruitment";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(RECRUITMENT.meta);

export default function RecruitmentPage() {
  return <MarketingPage content={RECRUITMENT} renderers={{ "carousel-hero": HeroCarousel, testimonials: TestimonialCarousel }} />;
}
