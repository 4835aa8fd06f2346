// The pages of the three recruitment lines (/it-recruitment, /non-it-recruitment, /healthcare):
// one layout, recruitmentLinePage, over one table of their copy (recruitment-lines.json), which is
// checked against lineSchema (its parts from page-copy.ts) when first read, so a wrong key or icon
// name fails the build.
import { z } from "zod/mini";
import type { MarketingPageContent } from "./marketing";
import { card, faq, icon, meta, stat, text, titled } from "./page-copy";
import { caseStudiesBand, servicePath } from "./proof";
import copy from "./recruitment-lines.json";
import { audienceSection, faqSection, RECRUITMENT_HERO_ACTIONS, recruitmentCta, timelinesSection } from "./sections";

const lineSchema = z.strictObject({
  meta,
  hero: titled,
  roles: z.strictObject({ intro: z.optional(text), items: z.array(z.strictObject({ icon, ...card })) }),
  screening: z.array(titled),
  timelines: z.strictObject({ intro: text, stats: z.array(stat) }),
  employers: z.strictObject({ icon, ...card }),
  jobSeekers: z.strictObject(card),
  faq: z.array(faq),
  cta: titled,
});

const LINES = z
  .strictObject({ "it-recruitment": lineSchema, "non-it-recruitment": lineSchema, healthcare: lineSchema })
  .parse(copy);
type LineService = keyof typeof LINES;

/**
 * A recruitment line's page: hero (its eyebrow the page's title), roles, screening, timelines,
 * audiences, FAQ, case studies and call to action.
 */
function recruitmentLinePage(service: LineService): MarketingPageContent {
  const line = LINES[service];
  const { meta, roles } = line;
  const rolesBlock = { kind: "features", items: roles.items } as const;
  return {
    meta: { path: servicePath(service), ...meta },
    sections: [
      { kind: "hero", eyebrow: meta.title, ...line.hero, actions: RECRUITMENT_HERO_ACTIONS },
      {
        kind: "section",
        id: "roles",
        title: "Roles we cover",
        ...(roles.intro && { intro: roles.intro }),
        blocks: [rolesBlock],
      },
      {
        kind: "section",
        id: "screening",
        title: "How screening works",
        blocks: [{ kind: "steps", steps: line.screening }],
      },
      timelinesSection(line.timelines.intro, line.timelines.stats),
      audienceSection(line.employers, line.jobSeekers),
      faqSection(line.faq),
      caseStudiesBand([service]),
      recruitmentCta(line.cta.title, line.cta.text),
    ],
  };
}

export const IT_RECRUITMENT = recruitmentLinePage("it-recruitment");
export const NON_IT_RECRUITMENT = recruitmentLinePage("non-it-recruitment");
export const HEALTHCARE = recruitmentLinePage("healthcare");
