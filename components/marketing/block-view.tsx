import type { Block } from "@/lib/content/marketing";
import { ActionLinks } from "./action-links";
import { BlogTeasers, IconGrid, LinkCardGrid, StepCards } from "./cards";
import { ServiceFlipCards, TechnologyCarousel, TestimonialCarousel, ValueCarousel } from "./carousels";
import { FaqList } from "./faq-list";
import { FeatureGrid } from "./feature-grid";
import { IndustryGrid } from "./industry-grid";
import { Paragraphs } from "./paragraphs";
import { StatList } from "./stat-list";
import { StepList } from "./step-list";
import { TagList } from "./tag-list";

/** What a section shows under its heading, one component per kind. */
export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "text":
      return <Paragraphs items={block.paragraphs} />;
    case "features":
      return <FeatureGrid items={block.items} columns={block.columns} />;
    case "steps":
      return <StepList steps={block.steps} />;
    case "step-cards":
      return <StepCards steps={block.steps} />;
    case "stats":
      return <StatList stats={block.stats} />;
    case "tags":
      return <TagList items={block.items} />;
    case "faq":
      return <FaqList items={block.items} />;
    case "icon-cards":
      return <IconGrid items={block.items} columns={block.columns} />;
    case "link-cards":
      return <LinkCardGrid items={block.items} />;
    case "industries":
      return <IndustryGrid industries={block.items} />;
    case "blog-teasers":
      return <BlogTeasers teasers={block.teasers} />;
    case "actions":
      return (
        <div className="flex flex-wrap gap-3">
          <ActionLinks actions={block.actions} />
        </div>
      );
    case "value-carousel":
      return <ValueCarousel points={block.points} />;
    case "flip-cards":
      return <ServiceFlipCards services={block.services} idOf={block.idOf} />;
    case "tech-carousel":
      return <TechnologyCarousel technologies={block.technologies} visible={block.visible} />;
    case "testimonials":
      return <TestimonialCarousel testimonials={block.items} />;
  }
}
