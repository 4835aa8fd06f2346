import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { Block, MarketingPageContent } from "@/lib/content/marketing";
import { ActionLinks } from "./action-links";
import { CtaBand } from "./cta-band";
import { FaqList } from "./faq-list";
import { FeatureGrid } from "./feature-grid";
import { Paragraphs } from "./paragraphs";
import { StatList } from "./stat-list";
import { StepList } from "./step-list";
import { TagList } from "./tag-list";

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "text":
      return <Paragraphs items={block.paragraphs} />;
    case "features":
      return <FeatureGrid items={block.items} columns={block.columns} />;
    case "steps":
      return <StepList steps={block.steps} />;
    case "stats":
      return <StatList stats={block.stats} />;
    case "tags":
      return <TagList items={block.items} />;
    case "faq":
      return <FaqList items={block.items} />;
  }
}

/** Every content-driven marketing page: hero, sections in alternating tones, call to action. */
export function MarketingPage({ content }: { content: MarketingPageContent }) {
  const { hero, sections, cta } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text}>
        <ActionLinks actions={hero.actions} />
      </PageHero>
      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
          eyebrow={section.eyebrow}
          intro={section.intro}
          tone={index % 2 === 1 ? "muted" : "default"}
        >
          <div className="space-y-10">
            {section.blocks.map((block, blockIndex) => (
              <BlockView key={`${block.kind}-${blockIndex}`} block={block} />
            ))}
          </div>
        </Section>
      ))}
      <CtaBand cta={cta} />
    </>
  );
}
