// /recruitment: the recruitment home page (spec 000, "Recruitment home page").
import type { IconItem, LinkCard, MarketingPageContent, Slide, Step, TextBand } from "./marketing";
import { JOBS_LINK } from "./jobs";
import { caseStudiesBand, type CaseStudyService } from "./proof";
import { DEFAULT_COMPANY_DETAILS, type Testimonial } from "./site";
import { RECRUITMENT_BLOG_TEASERS } from "./shared-home";

const RECRUITMENT_HERO_TITLE = "Recruitment";

const RECRUITMENT_SLIDES: Slide[] = [
  {
    title: "IT Recruitment",
    text: "Developers, testers, DevOps, data and security specialists, screened on real technical tasks before you meet them.",
    icon: "code",
    action: { label: "Discover More", href: "/it-recruitment" },
  },
  {
    title: "Non-IT Recruitment",
    text: "Sales, finance, operations, HR and manufacturing roles, from first-line staff to senior managers.",
    icon: "briefcase",
    action: { label: "Discover More", href: "/non-it-recruitment" },
  },
  {
    title: "Healthcare Recruitment",
    text: "Doctors, nurses, technicians and hospital administrators, with registrations and references checked.",
    icon: "stethoscope",
    action: { label: "Discover More", href: "/healthcare" },
  },
];

const RECRUITMENT_ABOUT: TextBand = {
  title: "About Us",
  text: [
    "Our recruiters have filled roles for IT companies, hospitals, manufacturers and retailers across Uttar Pradesh and beyond, from single hires to whole new teams.",
    "Every shortlist is screened by people who understand the role, so you spend your interview time on candidates who can do the job.",
  ],
  action: { label: "Explore More", href: "/about" },
};

const RECRUITMENT_SERVICES: LinkCard[] = [
  { title: "IT Recruitment", text: "Technical roles screened with practical assessments and structured interviews.", icon: "cpu", href: "/it-recruitment", cta: "Explore More" },
  { title: "Healthcare Recruitment", text: "Clinical and hospital staff with credentials and references verified.", icon: "stethoscope", href: "/healthcare", cta: "Explore More" },
  { title: "Non-IT Recruitment", text: "Sales, finance, operations and plant roles at every level.", icon: "briefcase", href: "/non-it-recruitment", cta: "Explore More" },
];

const RECRUITMENT_PROCESS: Step[] = [
  { title: "Understanding Your Needs", text: "We learn the role, the team and what success looks like after six months." },
  { title: "Sourcing Top Talent", text: "Our database, referrals and targeted outreach to people not actively looking." },
  { title: "Rigorous Screening", text: "Skills tests, structured interviews and reference checks before you see a profile." },
  { title: "Seamless Onboarding", text: "Offer negotiation, notice-period follow-up and a check-in after joining." },
];

const RECRUITMENT_BENEFITS: IconItem[] = [
  { title: "Shorter Time to Hire", text: "Shortlists in days, not weeks, for most roles.", icon: "clock" },
  { title: "Pre-Screened Candidates", text: "Every profile tested for the skills the role needs.", icon: "filter" },
  { title: "Lower Hiring Cost", text: "Fees only on successful placement, no retainers for most roles.", icon: "line-chart" },
  { title: "Replacement Guarantee", text: "A free replacement if a hire leaves within the guarantee period.", icon: "shield-check" },
  { title: "Market Insight", text: "Salary benchmarks and availability data for your role and city.", icon: "search" },
  { title: "Confidential Searches", text: "Discreet hiring for senior and replacement roles.", icon: "lock" },
];

const RECRUITMENT_PROCESS_CARDS: IconItem[] = [
  { title: "Simplified Hiring", text: "One point of contact from brief to joining day.", icon: "handshake" },
  { title: "Exclusive Network", text: "Candidates who trust us and are not on every job board.", icon: "users" },
  { title: "Decentralized Platform", text: "Recruiters across cities working from one shared pipeline.", icon: "network" },
  { title: "Data-Driven Insights", text: "Funnel and time-to-hire reports for every search.", icon: "database" },
];

const RECRUITMENT_WHY: IconItem[] = [
  { title: "High Success Rate", text: "Most of our shortlisted candidates reach the final interview round.", icon: "award" },
  { title: "Industry-Leading Technology", text: "Applicant tracking and assessments that keep every search organised.", icon: "cpu" },
  { title: "Global Reach", text: "Candidates from across India and abroad for hard-to-fill roles.", icon: "globe" },
  { title: "Customized Solutions", text: "Single hires, bulk hiring or a dedicated recruiter for your company.", icon: "target" },
];

const RECRUITMENT_ACTIONS = {
  title: "Ready to hire or to be hired?",
  text: "Employers can send a brief today; job seekers can apply through our career form.",
  actions: [
    { label: "Get Started", href: "/contact" },
    { label: "Connect Now", href: "/business-form" },
    JOBS_LINK,
  ],
};

const RECRUITMENT_CLOSING: TextBand = {
  title: "More than recruitment",
  text: "We also build software, run digital marketing and advise businesses. See it all on the company home page.",
  action: { label: "Go Back", href: "/" },
};

/** The recruitment home page shows the case studies of every kind of hiring it leads to. */
const RECRUITMENT_CASE_STUDIES: CaseStudyService[] = ["recruitment", "it-recruitment", "non-it-recruitment", "healthcare"];

type RecruitmentKinds = "carousel-hero" | "testimonials";

export const RECRUITMENT: MarketingPageContent<RecruitmentKinds> = {
  meta: {
    path: "/recruitment",
    title: "Recruitment",
    description:
      "IT, non-IT and healthcare recruitment from Kanpur: screened shortlists in days, verified credentials and a replacement guarantee.",
  },
  sections: [
    { kind: "loading" },
    { kind: "carousel-hero", title: RECRUITMENT_HERO_TITLE, slides: RECRUITMENT_SLIDES, label: "Recruitment services" },
    { kind: "text-band", ...RECRUITMENT_ABOUT },
    { kind: "section", id: "recruitment-services", title: "Our Recruitment Services", blocks: [{ kind: "link-cards", items: RECRUITMENT_SERVICES }] },
    { kind: "section", id: "recruitment-process", title: "Our Recruitment Process", blocks: [{ kind: "step-cards", steps: RECRUITMENT_PROCESS }] },
    { kind: "section", id: "benefits", title: "Benefits of Hiring With Us", blocks: [{ kind: "icon-cards", items: RECRUITMENT_BENEFITS, columns: 3 }] },
    { kind: "section", id: "how-it-works", title: "How Our Platform Works", blocks: [{ kind: "icon-cards", items: RECRUITMENT_PROCESS_CARDS }] },
    { kind: "section", id: "why-choose-us", title: "Why Choose Us", blocks: [{ kind: "icon-cards", items: RECRUITMENT_WHY }] },
    { kind: "section", id: "testimonials", title: "What Clients and Candidates Say", blocks: [{ kind: "testimonials", items: DEFAULT_COMPANY_DETAILS.testimonials }] },
    caseStudiesBand(RECRUITMENT_CASE_STUDIES),
    {
      kind: "section",
      id: "get-started",
      title: RECRUITMENT_ACTIONS.title,
      intro: RECRUITMENT_ACTIONS.text,
      blocks: [{ kind: "actions", actions: RECRUITMENT_ACTIONS.actions }],
    },
    { kind: "section", id: "latest-blogs", title: "Latest Blogs", blocks: [{ kind: "blog-teasers", teasers: RECRUITMENT_BLOG_TEASERS }] },
    { kind: "text-band", ...RECRUITMENT_CLOSING },
  ],
};

/**
 * The page with the testimonials the site shows (lib/features/settings getShownTestimonials) in
 * place of the samples the content names; without any, the section is left out, not shown empty.
 */
export function recruitmentWithTestimonials(items: Testimonial[]): MarketingPageContent<RecruitmentKinds> {
  return {
    ...RECRUITMENT,
    sections: RECRUITMENT.sections.flatMap((section) => {
      if (section.kind !== "section" || section.id !== "testimonials") return [section];
      return items.length > 0 ? [{ ...section, blocks: [{ kind: "testimonials" as const, items }] }] : [];
    }),
  };
}
