// The schema of a marketing page's copy kept in a data file (about.json, it-consulting.json, …;
// recruitment-lines.json uses its parts), checked when first read, so a wrong key, kind or icon
// name fails the build; and marketingPage, which lays such copy out as the page's content. The
// copy names what other modules own instead of repeating it: "jobs" for the job board's link, a
// "faq" section (faqSection's heading unless it has its own), a "proof" band by kind (its
// heading in proof.ts; case studies with their services), the blog teasers of a service home
// (shared-home.ts), the sample testimonials (site.ts), and a slide's service card by number.
import { z } from "zod/mini";
import { ICON_NAMES } from "./icons";
import { JOBS_LINK } from "./jobs";
import type { InteractiveKind, MarketingPageContent } from "./marketing";
import { CASE_STUDY_SERVICE_VALUES, caseStudiesBand, CLIENT_LOGOS_BAND, TEAM_BAND } from "./proof";
import { faqSection } from "./sections";
import { BLOG_TEASERS, RECRUITMENT_BLOG_TEASERS } from "./shared-home";
import { DEFAULT_COMPANY_DETAILS } from "./site";

export const text = z.string().check(z.minLength(1));
export const icon = z.enum(ICON_NAMES);
const linkRef = z.strictObject({ href: text, label: text });
/** A link, or "jobs" for the job board's. */
export const link = z.union([
  linkRef,
  z.pipe(
    z.literal("jobs"),
    z.transform(() => JOBS_LINK),
  ),
]);
const titledShape = { title: text, text };
/** A title and its text: a step, a hero's words, a call to action's. */
export const titled = z.strictObject(titledShape);
export const faq = z.strictObject({ question: text, answer: text });
export const stat = z.strictObject({ value: text, label: text });
/** A card's title, text and bullet points. */
export const card = { title: text, text, points: z.array(text) };
export const meta = z.strictObject({ title: text, description: text });

const columns = z.optional(z.union([z.literal(2), z.literal(3), z.literal(4)]));
const feature = z.strictObject({
  icon: z.optional(icon),
  title: text,
  text,
  points: z.optional(z.array(text)),
  details: z.optional(z.array(z.strictObject({ term: text, text }))),
  links: z.optional(z.array(link)),
});

const iconCard = { title: text, text, icon };
/** A flip card's id: a slide's "Our Services" names the card it jumps to by its number. */
const serviceCardId = (card: number) => `service-${card}`;
const linkCard = z.strictObject({ ...iconCard, href: text, cta: text });
const valuePoint = z.strictObject({ heading: text, text, subtext: text, icon });
const technology = z.strictObject({ name: text, mark: text, color: z.string().check(z.regex(/^#[0-9a-f]{6}$/)) });
const flipService = z.strictObject({ title: text, summary: text, description: text, icon });
const teasers = { "it-consulting": BLOG_TEASERS, recruitment: RECRUITMENT_BLOG_TEASERS } as const;

const block = z.union([
  z.strictObject({ kind: z.literal("text"), paragraphs: z.array(text) }),
  z.strictObject({ kind: z.literal("features"), columns, items: z.array(feature) }),
  z.strictObject({ kind: z.enum(["steps", "step-cards"]), steps: z.array(titled) }),
  z.strictObject({ kind: z.literal("stats"), stats: z.array(stat) }),
  z.strictObject({ kind: z.literal("tags"), items: z.array(text) }),
  z.strictObject({ kind: z.literal("icon-cards"), columns, items: z.array(z.strictObject(iconCard)) }),
  z.strictObject({ kind: z.literal("link-cards"), items: z.array(linkCard) }),
  z.strictObject({ kind: z.literal("industries"), items: z.array(z.strictObject({ title: text, icon })) }),
  z.strictObject({ kind: z.literal("actions"), actions: z.array(link) }),
  z.strictObject({ kind: z.literal("value-carousel"), points: z.array(valuePoint) }),
  z.strictObject({ kind: z.literal("tech-carousel"), technologies: z.array(technology), visible: z.int() }),
  z.pipe(
    z.strictObject({ kind: z.literal("flip-cards"), services: z.array(flipService) }),
    z.transform((cards) => ({ ...cards, idOf: serviceCardId })),
  ),
  z.pipe(
    z.strictObject({ kind: z.literal("blog-teasers"), of: z.enum(["it-consulting", "recruitment"]) }),
    z.transform(({ kind, of }) => ({ kind, teasers: teasers[of] })),
  ),
  z.pipe(
    z.strictObject({ kind: z.literal("testimonials") }),
    z.transform(({ kind }) => ({ kind, items: DEFAULT_COMPANY_DETAILS.testimonials })),
  ),
]);

/** A slide's action: a link, or the service card (by number) that "Our Services" jumps to. */
const slideAction = z.union([
  link,
  z.pipe(
    z.strictObject({ label: text, card: z.int() }),
    z.transform(({ label, card }) => ({ label, href: `#${serviceCardId(card)}` })),
  ),
]);

const caseStudyService = z.enum(CASE_STUDY_SERVICE_VALUES);
const proofBand = { team: TEAM_BAND, "client-logos": CLIENT_LOGOS_BAND } as const;

const heading = { title: text, intro: z.optional(text) };
const section = z.union([
  z.strictObject({ kind: z.literal("hero"), eyebrow: text, ...titledShape, actions: z.array(link) }),
  z.strictObject({ kind: z.literal("home-hero"), eyebrow: text, ...titledShape }),
  z.strictObject({ kind: z.literal("section"), id: text, ...heading, blocks: z.array(block) }),
  z.strictObject({ kind: z.literal("cta"), ...titledShape, actions: z.array(link) }),
  z.strictObject({ kind: z.literal("connect"), ...titledShape, action: link }),
  z.strictObject({ kind: z.literal("loading") }),
  z.strictObject({
    kind: z.literal("text-band"),
    title: text,
    text: z.union([text, z.array(text)]),
    action: link,
    tone: z.optional(z.enum(["band", "plain"])),
  }),
  z.strictObject({
    kind: z.literal("carousel-hero"),
    title: text,
    label: text,
    slides: z.array(z.strictObject({ ...iconCard, action: slideAction })),
  }),
  z.strictObject({
    kind: z.literal("service-lines"),
    id: text,
    title: text,
    linkPrefix: text,
    lines: z.array(z.strictObject({ href: text, ...card })),
  }),
  z.pipe(
    z.strictObject({ kind: z.literal("faq"), title: z.optional(text), items: z.array(faq) }),
    z.transform(({ title, items }) => faqSection(items, title)),
  ),
  z.pipe(
    z.strictObject({ kind: z.literal("proof"), of: z.literal("case-studies"), services: z.array(caseStudyService) }),
    z.transform(({ services }) => caseStudiesBand(services)),
  ),
  z.pipe(
    z.strictObject({ kind: z.literal("proof"), of: z.enum(["team", "client-logos"]) }),
    z.transform(({ of }) => proofBand[of]),
  ),
]);

const page = z.strictObject({
  meta: z.strictObject({ path: text, ...meta.shape, absoluteTitle: z.optional(z.literal(true)) }),
  sections: z.array(section),
});

const INTERACTIVE_KINDS: ReadonlySet<string> = new Set<InteractiveKind>([
  "carousel-hero",
  "value-carousel",
  "flip-cards",
  "tech-carousel",
  "testimonials",
]);

/**
 * A marketing page's content from its copy (a data file's), checked against the schema above.
 * `interactive`: the client-drawn kinds the page may use (its page file hands MarketingPage their
 * renderers); copy using another fails.
 */
export function marketingPage<K extends InteractiveKind = never>(
  copy: unknown,
  interactive: readonly K[] = [],
): MarketingPageContent<K> {
  const content = page.parse(copy);
  const kinds = content.sections.flatMap((section) => [
    section.kind,
    ...("blocks" in section ? section.blocks.map((block) => block.kind) : []),
  ]);
  const declared: readonly string[] = interactive;
  const undeclared = kinds.filter((kind) => INTERACTIVE_KINDS.has(kind) && !declared.includes(kind));
  if (undeclared.length > 0) throw new Error(`${content.meta.path} uses ${undeclared.join(", ")} without declaring it`);
  return content satisfies MarketingPageContent<InteractiveKind> as MarketingPageContent<K>;
}
