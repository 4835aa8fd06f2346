// Proof of work as visitors see it: the services a case study can belong to (named as their pages
// are: lib/content/proof.test.ts holds the two together), the /case-studies page, the bands the
// service pages and /about show, and the words of a case study's page.
import type { MarketingPageContent, PageSection } from "./marketing";

/** The service pages, each keyed by its path without the slash, with the page's own title. */
export const CASE_STUDY_SERVICES = [
  { value: "it-consulting", label: "IT Service & Consulting" },
  { value: "business-consulting", label: "Business Consulting" },
  { value: "digital-marketing", label: "Digital Marketing" },
  { value: "recruitment", label: "Recruitment" },
  { value: "it-recruitment", label: "IT Recruitment" },
  { value: "non-it-recruitment", label: "Non-IT Recruitment" },
  { value: "healthcare", label: "Healthcare Recruitment" },
] as const;
export type CaseStudyService = (typeof CASE_STUDY_SERVICES)[number]["value"];
export const CASE_STUDY_SERVICE_VALUES = CASE_STUDY_SERVICES.map((service) => service.value) as unknown as readonly [
  CaseStudyService,
  ...CaseStudyService[],
];

export const serviceLabel = (value: string) =>
  CASE_STUDY_SERVICES.find((service) => service.value === value)?.label ?? value;
export const servicePath = (value: string) => `/${value}`;

/** What the operator publishes as proof of work: each kind is a table, a band and an admin list. */
export const PROOF_KINDS = ["case-studies", "client-logos", "team"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];
export const isProofKind = (value: string): value is ProofKind => (PROOF_KINDS as readonly string[]).includes(value);

export const CASE_STUDIES_PATH = "/case-studies";
export const caseStudyPath = (slug: string) => `${CASE_STUDIES_PATH}/${slug}`;
/** Where the proof-of-work images are served from (app/proof-images/[name]), and their file store folder. */
export const PROOF_IMAGES_PATH = "/proof-images";
export const PROOF_FOLDER = "proof";

/** The pages that show proof of work: what a change of any of it renders again. */
export const PROOF_PAGES = [
  CASE_STUDIES_PATH,
  "/about",
  ...CASE_STUDY_SERVICES.map((service) => servicePath(service.value)),
];

/** A service page's band of its published case studies; the band is left out while there are none. */
export const caseStudiesBand = (services: readonly CaseStudyService[]): PageSection => ({
  kind: "proof",
  of: "case-studies",
  id: "case-studies",
  title: "Case studies",
  intro: "Work we have done for clients like you, with the results in numbers.",
  services,
});

export const TEAM_BAND: PageSection = {
  kind: "proof",
  of: "team",
  id: "our-team",
  title: "Our team",
  intro: "The people you will work with.",
};

export const CLIENT_LOGOS_BAND: PageSection = {
  kind: "proof",
  of: "client-logos",
  id: "our-clients",
  title: "Clients we have worked with",
};

const CTA_ACTIONS = [
  { href: "/merge-form", label: "Connect Now" },
  { href: "/contact", label: "Contact Us" },
];
const CASE_STUDIES_CTA: PageSection = {
  kind: "cta",
  title: "Want results like these?",
  text: "Tell us what you need. The right person will reply within one working day.",
  actions: CTA_ACTIONS,
};
const NO_CASE_STUDIES_CTA: PageSection = {
  kind: "cta",
  title: "Tell us about your project",
  text: "Tell us what you need. The right person will reply within one working day.",
  actions: CTA_ACTIONS,
};

export const CASE_STUDIES_PAGE: MarketingPageContent = {
  meta: {
    path: CASE_STUDIES_PATH,
    title: "Case Studies",
    description:
      "How Solutions At One Place has helped companies with software, hiring, marketing and business planning: " +
      "the challenge, what we did and the results in numbers.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "Case Studies",
      title: "Work we have done, and what it changed",
      text:
        "Each case study names the client (or describes them, when they asked us not to name them), what they " +
        "needed, how we went about it and the results in numbers.",
      actions: [{ href: "/merge-form", label: "Connect Now" }],
    },
    {
      kind: "proof",
      of: "case-studies",
      id: "case-studies",
      title: "All case studies",
      services: CASE_STUDY_SERVICE_VALUES,
      empty: "Our first case studies are being written up. In the meantime, ask us about work like yours.",
    },
    CLIENT_LOGOS_BAND,
    CASE_STUDIES_CTA,
  ],
};

/**
 * /case-studies as it stands: with no case study published, the closing band does not point at
 * results that are not there ("Want results like these?" over an empty list).
 */
export function caseStudiesPage(published: number): MarketingPageContent {
  if (published > 0) return CASE_STUDIES_PAGE;
  return {
    ...CASE_STUDIES_PAGE,
    sections: CASE_STUDIES_PAGE.sections.map((section) =>
      section === CASE_STUDIES_CTA ? NO_CASE_STUDIES_CTA : section,
    ),
  };
}

/** The words of a case study's card and page. */
export const CASE_STUDY_TEXT = {
  eyebrow: (service: string) => `Case study · ${service}`,
  client: "Client",
  anonymisedClient: "Client (not named at their request)",
  industry: "Industry",
  service: "Service",
  challenge: "The challenge",
  approach: "Our approach",
  results: "The results",
  figuresLabel: "Results in numbers",
  quoteBy: (name: string, role: string | null) => (role ? `${name}, ${role}` : name),
  more: "More about this service",
  all: "All case studies",
  ctaTitle: "Facing something similar?",
  ctaText: "Tell us about it. The right person will reply within one working day.",
  ctaAction: { href: "/merge-form", label: "Connect Now" },
  notFound: "Case study not found",
} as const;

export const TEAM_TEXT = {
  photoAlt: (name: string) => `Portrait of ${name}`,
  profile: (name: string) => `${name}'s profile`,
} as const;

export const LOGO_TEXT = {
  alt: (name: string) => `${name} logo`,
} as const;
