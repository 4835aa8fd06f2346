// The schema of a marketing page's copy kept in a data file (about.json, partner.json, …;
// recruitment-lines.json uses its parts), checked when first read, so a wrong key, kind or icon
// name fails the build; and marketingPage, which lays such copy out as the page's content. The
// copy names what other modules own instead of repeating it: "jobs" for the job board's link, a
// "faq" section (faqSection's heading unless it has its own), a "proof" band by kind (its
// heading in proof.ts; case studies with their services).
import { z } from "zod/mini";
import { ICON_NAMES } from "./icons";
import { JOBS_LINK } from "./jobs";
import type { MarketingPageContent, PageSection } from "./marketing";
import { CASE_STUDY_SERVICE_VALUES, caseStudiesBand, CLIENT_LOGOS_BAND, TEAM_BAND } from "./proof";
import { faqSection } from "./sections";

export const text = z.string().check(z.minLength(1));
export const icon = z.enum(ICON_NAMES);
const linkRef = z.strictObject({ href: text, label: text });
/** A link, or "jobs" for the job board's. */
export const link = z.union([linkRef, z.pipe(z.literal("jobs"), z.transform(() => JOBS_LINK))]);
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

const block = z.union([
  z.strictObject({ kind: z.literal("text"), paragraphs: z.array(text) }),
  z.strictObject({ kind: z.literal("features"), columns, items: z.array(feature) }),
  z.strictObject({ kind: z.literal("steps"), steps: z.array(titled) }),
  z.strictObject({ kind: z.literal("stats"), stats: z.array(stat) }),
  z.strictObject({ kind: z.literal("tags"), items: z.array(text) }),
]);

const proofBand = { team: TEAM_BAND, "client-logos": CLIENT_LOGOS_BAND } as const;

const section = z.union([
  z.strictObject({ kind: z.literal("hero"), eyebrow: text, ...titledShape, actions: z.array(link) }),
  z.strictObject({ kind: z.literal("home-hero"), eyebrow: text, ...titledShape }),
  z.strictObject({ kind: z.literal("section"), id: text, title: text, intro: z.optional(text), blocks: z.array(block) }),
  z.strictObject({ kind: z.literal("cta"), ...titledShape, actions: z.array(link) }),
  z.strictObject({ kind: z.literal("connect"), ...titledShape, action: link }),
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
    z.strictObject({ kind: z.literal("proof"), of: z.literal("case-studies"), services: z.array(z.enum(CASE_STUDY_SERVICE_VALUES)) }),
    z.transform(({ services }) => caseStudiesBand(services)),
  ),
  z.pipe(
    z.strictObject({ kind: z.literal("proof"), of: z.enum(["team", "client-logos"]) }),
    z.transform(({ of }) => proofBand[of]),
  ),
]);

const page = z.strictObject({
  meta: z.strictObject({ path: text, title: text, description: text, absoluteTitle: z.optional(z.literal(true)) }),
  sections: z.array(section),
});

/** A marketing page's content from its copy (a data file's), checked against the schema above. */
export function marketingPage(copy: unknown): MarketingPageContent {
  const { meta, sections } = page.parse(copy);
  return { meta, sections: sections satisfies PageSection[] };
}
