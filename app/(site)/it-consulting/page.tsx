import { HeroCarousel, TechnologyCarousel, ValueCarousel } from "@/components/marketing/carousels";
import { ServiceFlipCards } from "@/components/marketing/flip-cards";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { IT_CONSULTING } from "@/lib/content/it-consulting";
import { pageMetadata } from "@/lib/core/page-metadata";
import { proofFor } from "@/lib/features/proof/queries";

export const metadata = pageMetadata(IT_CONSULTING.meta);

// Static: the case studies are read when the page is prerendered, and again after a change to them (lib/features/proof).
export default async function ItConsultingPage() {
  return (
    <MarketingPage
      content={IT_CONSULTING}
      proof={await proofFor(IT_CONSULTING)}
      renderers={{
        "carousel-hero": HeroCarousel,
        "value-carousel": ValueCarousel,
        "flip-cards": ServiceFlipCards,
        "tech-carousel": TechnologyCarousel,
      }}
    />
  );
}
