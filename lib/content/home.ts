// The company home page (/): the tagline and the four service lines.
import type { MarketingPageContent, ServiceLine } from "./marketing";
const HOME_HERO = {
  eyebrow: "IT services · Consulting · Recruitment",
  title: "All solutions at one place",
  text: "From the software your business runs on to the people who run it, one Kanpur team plans, builds, hires and grows with you.",
};

const SERVICE_LINES: ServiceLine[] = [
  {
    href: "/it-consulting",
    title: "IT Service & Consulting",
    text: "Software, web and mobile development, cloud, networks, AI and cyber security, planned with you and delivered in short, visible steps.",
    points: ["Custom software and web apps", "Cloud migration and infrastructure", "AI, machine learning and security reviews"],
  },
  {
    href: "/recruitment",
    title: "Recruitment",
    text: "IT, non-IT and healthcare hiring with screened shortlists, so your interview time goes to candidates who fit.",
    points: ["IT and engineering roles", "Sales, finance and operations roles", "Doctors, nurses and allied health staff"],
  },
  {
    href: "/digital-marketing",
    title: "Digital Marketing",
    text: "Search, social and content campaigns measured against enquiries and sales, not impressions.",
    points: ["Search engine optimisation", "Paid search and social campaigns", "Content and brand storytelling"],
  },
  {
    href: "/business-consulting",
    title: "Business Consulting",
    text: "Strategy, process and growth advice for owners who want clear numbers and a plan they can act on.",
    points: ["Market entry and growth plans", "Process and cost reviews", "Financial planning and reporting"],
  },
];

export const HOME: MarketingPageContent = {
  meta: {
    path: "/",
    title: "Solutions At One Place: IT, Recruitment, Marketing and Business Consulting",
    absoluteTitle: true,
    description: "IT services and consulting, recruitment, digital marketing and business consulting from Kanpur.",
  },
  sections: [
    { kind: "home-hero", ...HOME_HERO },
    { kind: "service-lines", id: "service-lines", title: "What we do", linkPrefix: "Explore", lines: SERVICE_LINES },
    {
      kind: "connect",
      title: "Not sure where to start?",
      text: "Tell us whether you are looking for a job, a service or a partnership, and we will take it from there.",
      action: { label: "Connect Now", href: "/merge-form" },
    },
  ],
};
