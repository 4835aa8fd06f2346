// /recruitment: the recruitment home page (spec 000, "Recruitment home page").
import { JOBS_LINK } from "./jobs";
import type { IconItem, LinkCard, Slide, Step } from "./shared-home";

export const RECRUITMENT_HERO_TITLE = "Recruitment";

export const RECRUITMENT_SLIDES: Slide[] = [
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

export const RECRUITMENT_ABOUT = {
  title: "About Us",
  text: [
    "Our recruiters have filled roles for IT companies, hospitals, manufacturers and retailers across Uttar Pradesh and beyond, from single hires to whole new teams.",
    "Every shortlist is screened by people who understand the role, so you spend your interview time on candidates who can do the job.",
  ],
  link: { label: "Explore More", href: "/about" },
};

export const RECRUITMENT_SERVICES: LinkCard[] = [
  { title: "IT Recruitment", text: "Technical roles screened with practical assessments and structured interviews.", icon: "cpu", href: "/it-recruitment", cta: "Explore More" },
  { title: "Healthcare Recruitment", text: "Clinical and hospital staff with credentials and references verified.", icon: "stethoscope", href: "/healthcare", cta: "Explore More" },
  { title: "Non-IT Recruitment", text: "Sales, finance, operations and plant roles at every level.", icon: "briefcase", href: "/non-it-recruitment", cta: "Explore More" },
];

export const RECRUITMENT_PROCESS: Step[] = [
  { title: "Understanding Your Needs", text: "We learn the role, the team and what success looks like after six months." },
  { title: "Sourcing Top Talent", text: "Our database, referrals and targeted outreach to people not actively looking." },
  { title: "Rigorous Screening", text: "Skills tests, structured interviews and reference checks before you see a profile." },
  { title: "Seamless Onboarding", text: "Offer negotiation, notice-period follow-up and a check-in after joining." },
];

export const RECRUITMENT_BENEFITS: IconItem[] = [
  { title: "Shorter Time to Hire", text: "Shortlists in days, not weeks, for most roles.", icon: "clock" },
  { title: "Pre-Screened Candidates", text: "Every profile tested for the skills the role needs.", icon: "filter" },
  { title: "Lower Hiring Cost", text: "Fees only on successful placement, no retainers for most roles.", icon: "line-chart" },
  { title: "Replacement Guarantee", text: "A free replacement if a hire leaves within the guarantee period.", icon: "shield-check" },
  { title: "Market Insight", text: "Salary benchmarks and availability data for your role and city.", icon: "search" },
  { title: "Confidential Searches", text: "Discreet hiring for senior and replacement roles.", icon: "lock" },
];

export const RECRUITMENT_PROCESS_CARDS: IconItem[] = [
  { title: "Simplified Hiring", text: "One point of contact from brief to joining day.", icon: "handshake" },
  { title: "Exclusive Network", text: "Candidates who trust us and are not on every job board.", icon: "users" },
  { title: "Decentralized Platform", text: "Recruiters across cities working from one shared pipeline.", icon: "network" },
  { title: "Data-Driven Insights", text: "Funnel and time-to-hire reports for every search.", icon: "database" },
];

export const RECRUITMENT_WHY: IconItem[] = [
  { title: "High Success Rate", text: "Most of our shortlisted candidates reach the final interview round.", icon: "award" },
  { title: "Industry-Leading Technology", text: "Applicant tracking and assessments that keep every search organised.", icon: "cpu" },
  { title: "Global Reach", text: "Candidates from across India and abroad for hard-to-fill roles.", icon: "globe" },
  { title: "Customized Solutions", text: "Single hires, bulk hiring or a dedicated recruiter for your company.", icon: "target" },
];

export type Testimonial = { name: string; role: string; text: string; initials: string };

export const TESTIMONIALS: Testimonial[] = [
  { name: "Ritu Agarwal", role: "HR Head, manufacturing company, Kanpur", initials: "RA", text: "They filled four plant supervisor roles in three weeks, and all four are still with us a year later." },
  { name: "Dr. Sandeep Mishra", role: "Medical Superintendent, multi-speciality hospital", initials: "SM", text: "Every nurse they sent had verified registrations and references. It saved our team days of checks." },
  { name: "Ankit Verma", role: "CTO, software start-up, Noida", initials: "AV", text: "The developers we met had already passed a practical test. Our interview loop went from six rounds to three." },
  { name: "Priya Srivastava", role: "Placed as Finance Manager", initials: "PS", text: "Clear feedback after every round and help with the offer. I knew where I stood at every step." },
];

export const RECRUITMENT_ACTIONS = {
  title: "Ready to hire or to be hired?",
  text: "Employers can send a brief today; job seekers can apply through our career form.",
  getStarted: { label: "Get Started", href: "/contact" },
  connect: { label: "Connect Now", href: "/business-form" },
  jobs: JOBS_LINK,
};

export const RECRUITMENT_CLOSING = {
  title: "More than recruitment",
  text: "We also build software, run digital marketing and advise businesses. See it all on the company home page.",
  link: { label: "Go Back", href: "/" },
};
