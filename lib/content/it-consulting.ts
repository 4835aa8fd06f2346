// /it-consulting: the IT consulting home page (spec 000, "IT consulting home page").
import type { FlipService, IconItem, IconName, MarketingPageContent, Slide, Step, Technology, TextBand, ValuePoint } from "./marketing";
import { caseStudiesBand } from "./proof";
import { BLOG_TEASERS } from "./shared-home";

const IT_HERO_TITLE = "IT Service & Consulting";

// "Our Services" on each slide jumps to a service card: slide 1 → card 2, 2 → 1, 3 → 3, 4 → 6.
const serviceCardId = (card: number) => `service-${card}`;

const IT_SLIDES: Slide[] = [
  {
    title: "AI and Generative Intelligence Solution",
    text: "Chat assistants on your own documents, forecasting and document automation, built on models you control and measured against real tasks.",
    icon: "brain",
    action: { label: "Our Services", href: `#${serviceCardId(2)}` },
  },
  {
    title: "Software Development",
    text: "Custom software designed around how your team works, delivered in fortnightly releases you can see and test.",
    icon: "code",
    action: { label: "Our Services", href: `#${serviceCardId(1)}` },
  },
  {
    title: "Web Development",
    text: "Fast, accessible websites and web applications that rank well, convert visitors and are easy for your team to update.",
    icon: "globe",
    action: { label: "Our Services", href: `#${serviceCardId(3)}` },
  },
  {
    title: "Cloud Computing",
    text: "Migrations, cost reviews and managed infrastructure on AWS and Azure, with backups and monitoring from day one.",
    icon: "cloud",
    action: { label: "Our Services", href: `#${serviceCardId(6)}` },
  },
];

const IT_ABOUT: TextBand = {
  title: "About Us",
  text: [
    "We are a Kanpur-based team of engineers, designers and consultants who have delivered software, cloud and security projects for manufacturers, hospitals, retailers and start-ups across India.",
    "We start every engagement by understanding the business problem, agree measurable goals, and stay on after launch so the system keeps earning its keep.",
  ],
  action: { label: "Explore More", href: "/about" },
};

const VALUE_POINTS: ValuePoint[] = [
  { heading: "Modern Technology", text: "Proven, current stacks chosen for your needs.", subtext: "We pick tools your team can hire for and maintain, not the trend of the month.", icon: "cpu" },
  { heading: "Expert Team", text: "Senior engineers on every project.", subtext: "Architects, developers and testers who have shipped systems like yours before.", icon: "users" },
  { heading: "24/7 Support", text: "Help when something breaks, day or night.", subtext: "Monitored systems, an on-call engineer and clear response times in writing.", icon: "headphones" },
  { heading: "Customer Satisfaction", text: "Measured after every release.", subtext: "We ask, we listen, and we fix what you tell us about before the next sprint.", icon: "smile" },
  { heading: "IT Consultation", text: "Advice before you spend.", subtext: "Technology audits, build-or-buy decisions and roadmaps with costs attached.", icon: "message" },
  { heading: "Rapid Response", text: "Answers within one business day.", subtext: "Critical incidents are picked up within an hour under our support plans.", icon: "zap" },
  { heading: "Customized Strategies", text: "Plans shaped around your business.", subtext: "No templates: every roadmap starts from your goals, budget and team.", icon: "target" },
];

const IT_SERVICES: FlipService[] = [
  { title: "Software Development", summary: "Custom applications built around your processes.", description: "ERP add-ons, internal tools and customer portals, designed with your staff, built in short releases and handed over with documentation and tests.", icon: "code" },
  { title: "UI & UX Design", summary: "Interfaces people understand at first use.", description: "User research, wireframes and tested prototypes before a line of code, so the screens your customers use are clear, accessible and consistent.", icon: "palette" },
  { title: "Web Development", summary: "Websites and web apps that load fast.", description: "Marketing sites, e-commerce and web applications with good search ranking, accessibility and analytics built in, on a stack your team can maintain.", icon: "globe" },
  { title: "Mobile Development", summary: "Android and iOS apps from one codebase.", description: "Cross-platform apps with offline support, push notifications and app-store publishing, plus the back end and admin screens they need.", icon: "smartphone" },
  { title: "Network Infrastructure", summary: "Office and site networks that stay up.", description: "Design, cabling plans, firewalls, Wi-Fi and VPNs for offices, plants and hospitals, with monitoring so problems are found before users notice.", icon: "network" },
  { title: "Cloud Computing", summary: "Move to the cloud without surprises.", description: "Migration plans, infrastructure as code, cost reviews and managed hosting on AWS and Azure, with backups, alerts and security baselines from day one.", icon: "cloud" },
  { title: "AI / Machine Learning", summary: "Practical AI on your own data.", description: "Document processing, demand forecasting, recommendation and assistants grounded in your documents, evaluated on real cases before they go live.", icon: "brain" },
  { title: "Cyber Security", summary: "Find and fix weaknesses first.", description: "Security reviews, penetration tests, access audits and staff awareness training, with a prioritised plan and help closing every finding.", icon: "shield-check" },
];

const IT_PROCESS: Step[] = [
  { title: "Initiate a Project", text: "A first call to understand your goals, users, timeline and budget." },
  { title: "Project Analysis", text: "Requirements, risks and a costed plan with milestones you approve." },
  { title: "Development Execution", text: "Fortnightly releases you can test, with progress you can see." },
  { title: "Seamless Implementation", text: "Data migration, training and a launch planned to avoid downtime." },
  { title: "Continuous Review & Support", text: "Monitoring, fixes and improvements based on how the system is used." },
];

const INDUSTRIES: Array<{ title: string; icon: IconName }> = [
  { title: "Technology", icon: "cpu" },
  { title: "Hospital", icon: "hospital" },
  { title: "Ecommerce", icon: "shopping-cart" },
  { title: "Education", icon: "graduation-cap" },
  { title: "Banking", icon: "landmark" },
  { title: "Travel", icon: "plane" },
  { title: "FMCG", icon: "package" },
  { title: "Hospitality", icon: "hotel" },
  { title: "Real Estate", icon: "building" },
  { title: "Automobile", icon: "car" },
  { title: "Logistic", icon: "truck" },
  { title: "Manufacturing", icon: "factory" },
];

// Badges drawn with CSS: no logo images to download. Colours keep white text at AA contrast.
const TECHNOLOGIES: Technology[] = [
  { name: "HTML", mark: "H5", color: "#c2410c" },
  { name: "CSS", mark: "C3", color: "#1d4ed8" },
  { name: "Figma", mark: "Fg", color: "#7c3aed" },
  { name: "Photoshop", mark: "Ps", color: "#1e3a8a" },
  { name: "Illustrator", mark: "Ai", color: "#9a3412" },
  { name: "JavaScript", mark: "JS", color: "#854d0e" },
  { name: "React", mark: "Re", color: "#0e7490" },
  { name: "Node.js", mark: "No", color: "#15803d" },
  { name: "Aws", mark: "AWS", color: "#b45309" },
  { name: "Angular", mark: "Ng", color: "#be123c" },
  { name: "MongoDB", mark: "Mo", color: "#166534" },
];
const TECH_VISIBLE = 4;

const IT_WHY: IconItem[] = [
  { title: "Skilled Professionals", text: "Certified engineers and consultants with years of delivery behind them.", icon: "award" },
  { title: "Customized Solutions", text: "Everything designed around your goals, budget and team.", icon: "target" },
  { title: "Dependable Security", text: "Security reviews, encryption and access control in every build.", icon: "lock" },
  { title: "Continuous Support", text: "Monitoring, fixes and improvements long after launch.", icon: "headphones" },
];

const IT_CTA: TextBand = {
  title: "Have a project in mind?",
  text: "Tell us what you want to build or fix. We reply within one business day with next steps and a first estimate.",
  action: { label: "Connect Now", href: "/business-form" },
  tone: "band",
};

const IT_CLOSING: TextBand = {
  title: "All solutions at one place",
  text: "Besides IT, we recruit, market and advise. See everything we do from the company home page.",
  action: { label: "Go Back", href: "/" },
};

export const IT_CONSULTING: MarketingPageContent<"carousel-hero" | "value-carousel" | "flip-cards" | "tech-carousel"> = {
  meta: {
    path: "/it-consulting",
    title: "IT Service & Consulting",
    description:
      "Software, web and mobile development, UI and UX design, cloud, networks, AI and cyber security from a Kanpur team that stays on after launch.",
  },
  sections: [
    { kind: "loading" },
    { kind: "carousel-hero", title: IT_HERO_TITLE, slides: IT_SLIDES, label: "IT services" },
    { kind: "text-band", ...IT_ABOUT },
    { kind: "section", id: "how-we-provide", title: "How We Provide IT Solutions", blocks: [{ kind: "value-carousel", points: VALUE_POINTS }] },
    {
      kind: "section",
      id: "our-services",
      title: "Our Services",
      intro: "Eight ways we help businesses build, run and protect their technology.",
      blocks: [{ kind: "flip-cards", services: IT_SERVICES, idOf: serviceCardId }],
    },
    { kind: "section", id: "working-process", title: "Working Process", blocks: [{ kind: "step-cards", steps: IT_PROCESS }] },
    {
      kind: "section",
      id: "industries",
      title: "Industries",
      intro: "Sectors whose systems we have designed, built or secured.",
      blocks: [{ kind: "industries", items: INDUSTRIES }],
    },
    {
      kind: "section",
      id: "technologies",
      title: "Technologies We Work With",
      blocks: [{ kind: "tech-carousel", technologies: TECHNOLOGIES, visible: TECH_VISIBLE }],
    },
    { kind: "section", id: "why-choose-us", title: "Why Choose Us", blocks: [{ kind: "icon-cards", items: IT_WHY }] },
    caseStudiesBand(["it-consulting"]),
    { kind: "text-band", ...IT_CTA },
    { kind: "section", id: "our-blogs", title: "Our Blogs", blocks: [{ kind: "blog-teasers", teasers: BLOG_TEASERS }] },
    { kind: "text-band", ...IT_CLOSING },
  ],
};
