import type { Block, InteractiveKind } from "@/lib/content/marketing";
import { ActionLinks } from "@/components/ui/action-links";
import { BlogTeasers, IconGrid, LinkCardGrid, StepCards } from "./cards";
import { FaqList } from "./faq-list";
import { FeatureGrid } from "./feature-grid";
import { IndustryGrid } from "./industry-grid";
import { type AnyRenderers, renderInteractive } from "./interactive";
import { Paragraphs } from "./paragraphs";
import { StatList } from "./stat-list";
import { StepList } from "./step-list";
import { TagList } from "./tag-list";

/** What a section shows under its heading, one component per kind (the page's own for interactive kinds). */
export function BlockView({ block, renderers }: { block: Block<InteractiveKind>; renderers: AnyRenderers }) {
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
    default: {
      const { kind, ...props } = block;
      return renderInteractive(renderers, kind, props);
    }
  }
}
