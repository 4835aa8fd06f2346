// Shapes shared by the marketing pages' content files. Icons are named here and drawn by
// components/ui/icon.tsx, so content stays plain data without React imports.
export type { IconName } from "./icons";
import type { IconName } from "./icons";
import type { CaseStudyService, ProofKind } from "./proof";
import type { Testimonial } from "./site";

export type LinkRef = { href: string; label: string };

/**
 * What `export const metadata` of a page is built from. `title` goes into the site's title
 * template ("title | company") unless `absoluteTitle`, which keeps it as the whole title.
 */
export type PageMeta = { path: string; title: string; description: string; absoluteTitle?: boolean };

export type Hero = { eyebrow: string; title: string; text: string; actions: LinkRef[] };

/** A card: icon, title, text, and optionally bullet points, labelled details and links. */
export type Feature = {
  icon?: IconName;
  title: string;
  text: string;
  points?: string[];
  details?: Array<{ term: string; text: string }>;
  links?: LinkRef[];
};

export type Step = { title: string; text: string };

export type Faq = { question: string; answer: string };

export type Stat = { value: string; label: string };

export type Cta = { title: string; text: string; actions: LinkRef[] };

/** A card with an icon: reasons, benefits, how a platform works. */
export type IconItem = { title: string; text: string; icon: IconName };

/** An icon card that leads to a page, its link labelled `cta`. */
export type LinkCard = IconItem & { href: string; cta: string };

export type Slide = { title: string; text: string; icon: IconName; action: LinkRef };

export type BlogTeaser = { title: string; excerpt: string; href: string };

export type ValuePoint = { heading: string; text: string; subtext: string; icon: IconName };

export type FlipService = { title: string; summary: string; description: string; icon: IconName };

export type Technology = { name: string; mark: string; color: string };

export type ServiceLine = { href: string; title: string; text: string; points: string[] };

/** What a section shows under its heading, drawn on the server alone; one component draws each kind. */
export type StaticBlock =
  | { kind: "text"; paragraphs: string[] }
  | { kind: "features"; items: Feature[]; columns?: 2 | 3 | 4 }
  | { kind: "steps"; steps: Step[] }
  | { kind: "step-cards"; steps: Step[] }
  | { kind: "stats"; stats: Stat[] }
  | { kind: "tags"; items: string[] }
  | { kind: "faq"; items: Faq[] }
  | { kind: "icon-cards"; items: IconItem[]; columns?: 2 | 3 | 4 }
  | { kind: "link-cards"; items: LinkCard[] }
  | { kind: "industries"; items: Array<{ title: string; icon: IconName }> }
  | { kind: "blog-teasers"; teasers: BlogTeaser[] }
  | { kind: "actions"; actions: LinkRef[] };

/**
 * Kinds drawn with a client component (carousel, flip card), by kind: what each one shows.
 * Their JavaScript should reach only the pages that show them, so the page file hands
 * MarketingPage the renderers of exactly the kinds its content declares.
 */
export type InteractiveSectionProps = {
  "carousel-hero": { title: string; label: string; slides: Slide[] };
};
export type InteractiveBlockProps = {
  "value-carousel": { points: ValuePoint[] };
  "flip-cards": { services: FlipService[]; idOf: (card: number) => string };
  "tech-carousel": { technologies: Technology[]; visible: number };
  testimonials: { items: Testimonial[] };
};
export type InteractiveProps = InteractiveSectionProps & InteractiveBlockProps;
export type InteractiveKind = keyof InteractiveProps;

/** The union of `{ kind: K } & props` for each kind K of the map M. */
type Tagged<M, K extends keyof M> = { [P in K]: { kind: P } & M[P] }[K];

/** A block; `K` are the interactive kinds a page may use (none unless named). */
export type Block<K extends InteractiveKind = never> =
  StaticBlock | Tagged<InteractiveBlockProps, K & keyof InteractiveBlockProps>;

/** A band with a heading, a paragraph or two and one action; `band` draws it in the primary colour. */
export type TextBand = { title: string; text: string | string[]; action: LinkRef; tone?: "band" | "plain" };

/**
 * One band of a marketing page, top to bottom; one component draws each kind. Exactly one kind
 * carries the page's h1: `hero`, `home-hero` or `carousel-hero`. `K` as for Block.
 */
export type PageSection<K extends InteractiveKind = never> =
  | { kind: "loading" }
  | ({ kind: "hero" } & Hero)
  | { kind: "home-hero"; eyebrow: string; title: string; text: string }
  | { kind: "section"; id: string; title: string; eyebrow?: string; intro?: string; blocks: Block<K>[] }
  | ({ kind: "text-band" } & TextBand)
  | { kind: "service-lines"; id: string; title: string; linkPrefix: string; lines: ServiceLine[] }
  | { kind: "connect"; title: string; text: string; action: LinkRef }
  | ({ kind: "cta" } & Cta)
  | ProofSection
  | Tagged<InteractiveSectionProps, K & keyof InteractiveSectionProps>;

/**
 * A band of the proof of work the operator publishes (lib/features/proof), which the page file
 * reads for it: case studies of `services`, the team or client logos. A band with nothing
 * published is left out, unless it has `empty` to say instead.
 */
export type ProofSection = {
  kind: "proof";
  of: ProofKind;
  id: string;
  title: string;
  intro?: string;
  services?: readonly CaseStudyService[];
  empty?: string;
};

/** A whole marketing page: its metadata and its bands in order; `K` as for Block. */
export type MarketingPageContent<K extends InteractiveKind = never> = { meta: PageMeta; sections: PageSection<K>[] };
