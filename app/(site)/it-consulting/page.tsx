import { HeroCarousel, TechnologyCarousel, ValueCarousel } from "@/components/marketing/carousels";
import { ServiceFlipCards } from "@/components/marketing/flip-cards";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { IT_CONSULTING } from "@/lib/content/it-consulting";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(IT_CONSULTING.meta);

export default function ItConsultingPage() {
  return (
    <MarketingPage
      content={IT_CONSULTING}
      renderers={{ "carousel-hero": HeroCarousel, "value-carousel": ValueCarousel, "flip-cards": ServiceFlipCards, "tech-carousel": TechnologyCarousel }}
    />
  );
}
