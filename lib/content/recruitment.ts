// /recruitment: the recruitment home page (spec 000, "Recruitment home page"). Its copy is
// recruitment.json, checked and laid out by marketingPage; the case studies are those of every
// kind of hiring it leads to.
import type { MarketingPageContent } from "./marketing";
import { marketingPage } from "./page-copy";
import copy from "./recruitment.json";
import type { Testimonial } from "./site";

type RecruitmentKinds = "carousel-hero" | "testimonials";

/** With the sample testimonials the company details ship with. */
export const RECRUITMENT = marketingPage<RecruitmentKinds>(copy, ["carousel-hero", "testimonials"]);

/**
 * The page with the testimonials the site shows (lib/features/settings getShownTestimonials) in
 * place of the samples the content names; without any, the section is left out, not shown empty.
 */
export function recruitmentWithTestimonials(items: Testimonial[]): MarketingPageContent<RecruitmentKinds> {
  return {
    ...RECRUITMENT,
    sections: RECRUITMENT.sections.flatMap((section) => {
      if (section.kind !== "section" || section.id !== "testimonials") return [section];
      return items.length > 0 ? [{ ...section, blocks: [{ kind: "testimonials" as const, items }] }] : [];
    }),
  };
}
