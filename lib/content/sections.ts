// Section builders for what several marketing pages share: the FAQ block, and the timelines,
// audience cards, hero actions and closing call to action of the three recruitment pages.
import { JOBS_LINK } from "./jobs";
import type { Faq, Feature, IconName, LinkRef, PageSection, Stat } from "./marketing";

export function faqSection(items: Faq[], title = "Frequently asked questions"): PageSection {
  return { kind: "section", id: "faq", title, blocks: [{ kind: "faq", items }] };
}

export const RECRUITMENT_HERO_ACTIONS: LinkRef[] = [
  { href: "/business-form", label: "Connect Now" },
  { href: "/career-form", label: "Apply as a candidate" },
  JOBS_LINK,
];

/** Typical hiring times of a recruitment line; `intro` says what they are measured from. */
export function timelinesSection(intro: string, stats: Stat[]): PageSection {
  return { kind: "section", id: "timelines", title: "Typical timelines", intro, blocks: [{ kind: "stats", stats }] };
}

type Audience = { title: string; text: string; points: string[] };

/** The employer card and the job-seeker card, with the links and promises every line shares. */
export function audienceSection(employers: Audience & { icon: IconName }, jobSeekers: Audience): PageSection {
  const employerCard: Feature = {
    ...employers,
    points: [...employers.points, "Pay only for candidates who join"],
    links: [{ href: "/business-form", label: "Start hiring" }],
  };
  const jobSeekerCard: Feature = {
    ...jobSeekers,
    icon: "user-plus",
    points: [...jobSeekers.points, "Your resume shared only with your consent"],
    links: [
      { href: "/career-form", label: "Apply now" },
      { href: "/career", label: "How applying works" },
    ],
  };
  return {
    kind: "section",
    id: "employers-and-job-seekers",
    title: "For employers and job seekers",
    blocks: [{ kind: "features", columns: 2, items: [employerCard, jobSeekerCard] }],
  };
}

export function recruitmentCta(title: string, text: string): PageSection {
  return {
    kind: "cta",
    title,
    text,
    actions: [
      { href: "/business-form", label: "Connect Now" },
      { href: "/recruitment", label: "All recruitment services" },
    ],
  };
}
