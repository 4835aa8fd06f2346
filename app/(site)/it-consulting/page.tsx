import type { Metadata } from "next";
import { BlogTeasers, IconGrid, StepList, TextBlock } from "@/components/home/blocks";
import { HeroCarousel, ServiceFlipCards, TechnologyCarousel, ValueCarousel } from "@/components/home/carousels";
import { IndustryGrid } from "@/components/home/industry-grid";
import { LoadingScreen } from "@/components/home/loading-screen";
import { Section } from "@/components/ui/section";
import {
  INDUSTRIES, IT_ABOUT, IT_CLOSING, IT_CTA, IT_HERO_TITLE, IT_PROCESS, IT_SERVICES, IT_SLIDES, IT_WHY,
  serviceCardId, TECH_VISIBLE, TECHNOLOGIES, VALUE_POINTS,
} from "@/lib/content/it-consulting";
import { BLOG_TEASERS } from "@/lib/content/shared-home";

const description =
  "Software, web and mobile development, UI and UX design, cloud, networks, AI and cyber security from a Kanpur team that stays on after launch.";

export const metadata: Metadata = {
  title: "IT Service & Consulting",
  description,
  alternates: { canonical: "/it-consulting" },
  openGraph: { title: "IT Service & Consulting", description, url: "/it-consulting", type: "website" },
};

export default function ItConsultingPage() {
  return (
    <>
      <LoadingScreen />
      <HeroCarousel title={IT_HERO_TITLE} slides={IT_SLIDES} label="IT services" />
      <TextBlock title={IT_ABOUT.title} text={IT_ABOUT.text} action={IT_ABOUT.link} />
      <Section id="how-we-provide" title="How We Provide IT Solutions" tone="muted">
        <ValueCarousel points={VALUE_POINTS} />
      </Section>
      <Section id="our-services" title="Our Services" intro="Eight ways we help businesses build, run and protect their technology.">
        <ServiceFlipCards services={IT_SERVICES} idOf={serviceCardId} />
      </Section>
      <Section id="working-process" title="Working Process" tone="muted">
        <StepList steps={IT_PROCESS} />
      </Section>
      <Section id="industries" title="Industries" intro="Sectors whose systems we have designed, built or secured.">
        <IndustryGrid industries={INDUSTRIES} />
      </Section>
      <Section id="technologies" title="Technologies We Work With" tone="muted">
        <TechnologyCarousel technologies={TECHNOLOGIES} visible={TECH_VISIBLE} />
      </Section>
      <Section id="why-choose-us" title="Why Choose Us">
        <IconGrid items={IT_WHY} />
      </Section>
      <TextBlock title={IT_CTA.title} text={IT_CTA.text} action={IT_CTA.action} tone="band" />
      <Section id="our-blogs" title="Our Blogs">
        <BlogTeasers teasers={BLOG_TEASERS} />
      </Section>
      <TextBlock title={IT_CLOSING.title} text={IT_CLOSING.text} action={IT_CLOSING.link} />
    </>
  );
}
