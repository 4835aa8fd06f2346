// The company home page (/): the tagline and the four service lines.
export const HOME_HERO = {
  eyebrow: "IT services · Consulting · Recruitment",
  title: "All solutions at one place",
  text: "From the software your business runs on to the people who run it, one Kanpur team plans, builds, hires and grows with you.",
};

export type ServiceLine = { href: string; title: string; text: string; points: string[] };

export const SERVICE_LINES: ServiceLine[] = [
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

export const HOME_CONNECT = {
  title: "Not sure where to start?",
  text: "Tell us whether you are looking for a job, a service or a partnership, and we will take it from there.",
  cta: "Connect Now",
  href: "/merge-form",
};
