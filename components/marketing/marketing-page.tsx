import { ProofBandView } from "@/components/proof/proof-band";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { InteractiveKind, MarketingPageContent, PageSection as AnySection } from "@/lib/content/marketing";
import type { ProofBands } from "@/lib/features/proof/queries";
import { ActionLinks } from "@/components/ui/action-links";
import { BlockView } from "./block-view";
import { CtaBand } from "@/components/ui/cta-band";
import { ConnectBand, HomeHero, ServiceLines } from "./home-bands";
import { type AnyRenderers, type Renderers, renderInteractive } from "./interactive";
import { LoadingScreen } from "./loading-screen";
import { TextBlock } from "./text-block";

type Background = "default" | "muted" | "primary";

/** Any section, of whatever interactive kinds; the page's props tie content and renderers. */
type PageSection = AnySection<InteractiveKind>;

/** The background a band paints, so the section below it can take the other tone. */
function backgroundOf(section: PageSection, above: Background): Background {
  switch (section.kind) {
    case "loading":
      return above;
    case "hero":
    case "home-hero":
    case "carousel-hero":
    case "connect":
      return "muted";
    case "section":
    case "proof":
      return toneBelow(above);
    case "text-band":
      return section.tone === "band" ? "primary" : "default";
    case "service-lines":
    case "cta":
      return "default";
  }
}

/** Sections alternate against the band above them, so two muted bands never touch. */
function toneBelow(above: Background): "default" | "muted" {
  return above === "default" ? "muted" : "default";
}

/** Pairs each section with the background drawn above it (the page's own for the first). */
function withBackgroundAbove(sections: PageSection[]) {
  const bands: Array<{ section: PageSection; above: Background }> = [];
  let above: Background = "default";
  for (const section of sections) {
    bands.push({ section, above });
    above = backgroundOf(section, above);
  }
  return bands;
}

type SectionViewProps = { section: PageSection; above: Background; renderers: AnyRenderers; proof: ProofBands };

function SectionView({ section, above, renderers, proof }: SectionViewProps) {
  switch (section.kind) {
    case "loading":
      return <LoadingScreen />;
    case "hero":
      return (
        <PageHero eyebrow={section.eyebrow} title={section.title} text={section.text}>
          <ActionLinks actions={section.actions} />
        </PageHero>
      );
    case "home-hero":
      return <HomeHero eyebrow={section.eyebrow} title={section.title} text={section.text} />;
    case "carousel-hero": {
      const { kind, ...props } = section;
      return renderInteractive(renderers, kind, props);
    }
    case "section":
      return (
        <Section
          id={section.id}
          title={section.title}
          eyebrow={section.eyebrow}
          intro={section.intro}
          tone={toneBelow(above)}
        >
          <div className="space-y-10">
            {section.blocks.map((block, index) => (
              <BlockView key={`${block.kind}-${index}`} block={block} renderers={renderers} />
            ))}
          </div>
        </Section>
      );
    case "text-band":
      return <TextBlock title={section.title} text={section.text} action={section.action} tone={section.tone} />;
    case "service-lines":
      return (
        <ServiceLines id={section.id} title={section.title} linkPrefix={section.linkPrefix} lines={section.lines} />
      );
    case "connect":
      return <ConnectBand title={section.title} text={section.text} action={section.action} />;
    case "cta":
      return <CtaBand cta={section} />;
    case "proof": {
      const band = proof[section.id];
      return band ? (
        <Section id={section.id} title={section.title} intro={section.intro} tone={toneBelow(above)}>
          <ProofBandView band={band} empty={section.empty} />
        </Section>
      ) : null;
    }
  }
}

/** A proof band with nothing published is left out (its tone with it), unless it says what to show instead. */
const shown = (proof: ProofBands) => (section: PageSection) =>
  section.kind !== "proof" || (proof[section.id]?.items.length ?? 0) > 0 || Boolean(section.empty && proof[section.id]);

/**
 * Props of a page: its content, and the renderers of exactly the interactive kinds the content's
 * type names (none for a page without carousels). K is read from `renderers` only, so content
 * using a kind without its renderer fails to type-check.
 */
type MarketingPageProps<K extends InteractiveKind> = {
  content: NoInfer<MarketingPageContent<K>>;
  /** What the content's proof bands show, read by the page file (lib/features/proof/queries.ts proofFor). */
  proof?: ProofBands;
} & ([K] extends [never] ? { renderers?: undefined } : { renderers: Renderers<K> });

/** Every marketing page: its bands in order, drawn from the content data alone. */
export function MarketingPage<K extends InteractiveKind = never>({
  content,
  renderers,
  proof = {},
}: MarketingPageProps<K>) {
  const drawers: AnyRenderers = renderers ?? {};
  return withBackgroundAbove(content.sections.filter(shown(proof))).map(({ section, above }, index) => (
    <SectionView key={`${section.kind}-${index}`} section={section} above={above} renderers={drawers} proof={proof} />
  ));
}
