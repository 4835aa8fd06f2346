import type { Metadata } from "next";
import { BlogTeasers, IconGrid, LinkCardGrid, StepList, TextBlock } from "@/components/home/blocks";
import { HeroCarousel, TestimonialCarousel } from "@/components/home/carousels";
import { LoadingScreen } from "@/components/home/loading-screen";
import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import {
  RECRUITMENT_ABOUT, RECRUITMENT_ACTIONS, RECRUITMENT_BENEFITS, RECRUITMENT_CLOSING, RECRUITMENT_HERO_TITLE,
  RECRUITMENT_PROCESS, RECRUITMENT_PROCESS_CARDS, RECRUITMENT_SERVICES, RECRUITMENT_SLIDES, RECRUITMENT_WHY, TESTIMONIALS,
} from "@/lib/content/recruitment";
import { RECRUITMENT_BLOG_TEASERS } from "@/lib/content/shared-home";

const description =
  "IT, non-IT and healthcare recruitment from Kanpur: screened shortlists in days, verified credentials and a replacement guarantee.";

export const metadata: Metadata = {
  title: "Recruitment",
  description,
  alternates: { canonical: "/recruitment" },
  openGraph: { title: "Recruitment", description, url: "/recruitment", type: "website" },
};

export default function RecruitmentPage() {
  return (
    <>
      <LoadingScreen />
      <HeroCarousel title={RECRUITMENT_HERO_TITLE} slides={RECRUITMENT_SLIDES} label="Recruitment services" />
      <TextBlock title={RECRUITMENT_ABOUT.title} text={RECRUITMENT_ABOUT.text} action={RECRUITMENT_ABOUT.link} />
      <Section id="recruitment-services" title="Our Recruitment Services" tone="muted">
        <LinkCardGrid items={RECRUITMENT_SERVICES} />
      </Section>
      <Section id="recruitment-process" title="Our Recruitment Process">
        <StepList steps={RECRUITMENT_PROCESS} />
      </Section>
      <Section id="benefits" title="Benefits of Hiring With Us" tone="muted">
        <IconGrid items={RECRUITMENT_BENEFITS} columns={3} />
      </Section>
      <Section id="how-it-works" title="How Our Platform Works">
        <IconGrid items={RECRUITMENT_PROCESS_CARDS} />
      </Section>
      <Section id="why-choose-us" title="Why Choose Us" tone="muted">
        <IconGrid items={RECRUITMENT_WHY} />
      </Section>
      <Section id="testimonials" title="What Clients and Candidates Say">
        <TestimonialCarousel testimonials={TESTIMONIALS} />
      </Section>
      <Section id="get-started" title={RECRUITMENT_ACTIONS.title} intro={RECRUITMENT_ACTIONS.text} tone="muted">
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={RECRUITMENT_ACTIONS.getStarted.href}>{RECRUITMENT_ACTIONS.getStarted.label}</ButtonLink>
          <ButtonLink href={RECRUITMENT_ACTIONS.connect.href} variant="outline">
            {RECRUITMENT_ACTIONS.connect.label}
          </ButtonLink>
          <ButtonLink href={RECRUITMENT_ACTIONS.jobs.href} variant="outline">
            {RECRUITMENT_ACTIONS.jobs.label}
          </ButtonLink>
        </div>
      </Section>
      <Section id="latest-blogs" title="Latest Blogs">
        <BlogTeasers teasers={RECRUITMENT_BLOG_TEASERS} />
      </Section>
      <TextBlock title={RECRUITMENT_CLOSING.title} text={RECRUITMENT_CLOSING.text} action={RECRUITMENT_CLOSING.link} />
    </>
  );
}
