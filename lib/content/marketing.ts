// Shapes shared by the marketing pages' content files. Icons are named here and drawn by
// components/ui/icon.tsx, so content stays plain data without React imports.
export type { IconName } from "./icons";
import type { IconName } from "./icons";

export type LinkRef = { href: string; label: string };

/** What `export const metadata` of a page is built from. */
export type PageMeta = { path: string; title: string; description: string };

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

/** What a section shows under its heading; one component draws each kind. */
export type Block =
  | { kind: "text"; paragraphs: string[] }
  | { kind: "features"; items: Feature[]; columns?: 2 | 3 | 4 }
  | { kind: "steps"; steps: Step[] }
  | { kind: "stats"; stats: Stat[] }
  | { kind: "tags"; items: string[] }
  | { kind: "faq"; items: Faq[] };

export type PageSection = { id: string; title: string; eyebrow?: string; intro?: string; blocks: Block[] };

/** A whole marketing page: hero with the h1, sections with an h2 each, closing call to action. */
export type MarketingPageContent = { meta: PageMeta; hero: Hero; sections: PageSection[]; cta: Cta };
