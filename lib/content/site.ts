// Copy and link lists of the site shell (navbar and footer).
import { DEFAULT_ABOUT_FIGURES, type AboutFigure } from "./about-figures";

export const COMPANY = {
  name: "Solutions At One Place",
  tagline: "All your IT, recruitment, marketing and business solutions at one place",
  /** Where the company is: its calendar decides when a new year begins on the site. */
  timeZone: "Asia/Kolkata",
};

/** The year at `now` in the company's zone: the footer's and the feeds' copyright year. */
export const copyrightYear = (now: Date = new Date()) =>
  Number(new Intl.DateTimeFormat("en", { timeZone: COMPANY.timeZone, year: "numeric" }).format(now));

/** The footer's last line. */
export const copyrightLine = (now?: Date) => `© Copyright ${copyrightYear(now)} ${COMPANY.name}. All rights reserved.`;

export type NavLink = { href: string; label: string };

export const SERVICE_LINKS: NavLink[] = [
  { href: "/it-consulting", label: "IT Service & Consulting" },
  { href: "/recruitment", label: "Recruitment" },
  { href: "/digital-marketing", label: "Digital Marketing" },
  { href: "/business-consulting", label: "Business Consulting" },
];

/** Each page the navbar or the footer links to, named once for both. */
const PAGE_LINKS = {
  home: { href: "/", label: "Home" },
  about: { href: "/about", label: "About Us" },
  caseStudies: { href: "/case-studies", label: "Case Studies" },
  career: { href: "/career", label: "Career" },
  jobs: { href: "/careers/jobs", label: "Jobs" },
  partner: { href: "/partner", label: "Partnership" },
  blogs: { href: "/blogs", label: "Blogs" },
  contact: { href: "/contact", label: "Contact Us" },
  sitemap: { href: "/sitemap", label: "Sitemap" },
} satisfies Record<string, NavLink>;
const { home, about, caseStudies, career, jobs, partner, blogs, contact, sitemap } = PAGE_LINKS;

export const NAV_BEFORE_SERVICES: NavLink[] = [home, about];
export const NAV_AFTER_SERVICES: NavLink[] = [career, jobs, partner, blogs, contact];
export const FOOTER_LINKS: NavLink[] = [home, about, caseStudies, career, blogs, sitemap];

export const POLICY_LINKS: NavLink[] = [
  { href: "/terms#privacy-policy", label: "Privacy Policy" },
  { href: "/terms#terms-and-conditions", label: "Terms & Conditions" },
  { href: "/terms#terms-of-use", label: "Terms of Use" },
  { href: "/terms#refund-policy", label: "Refund Policy" },
];

export const SOCIAL_NETWORKS = ["linkedin", "facebook", "instagram", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X (Twitter)",
};

export type Testimonial = { name: string; role: string; text: string };

/** Who answers privacy requests and complaints (the terms name them); empty strings: nobody named yet. */
export type GrievanceOfficer = { name: string; email: string };

/**
 * What the operator edits in the area (Company details, lib/features/settings): how to reach the
 * company, where it is, its profiles and what clients say. An empty link is not shown.
 */
export type CompanyDetails = {
  phone: string;
  email: string;
  address: string[];
  mapUrl: string;
  /** The WhatsApp number in international form, digits only; empty: no click-to-chat link. */
  whatsapp: string;
  social: Record<SocialNetwork, string>;
  testimonials: Testimonial[];
  grievanceOfficer: GrievanceOfficer;
  /** The figures of the About page's mission section. */
  aboutFigures: AboutFigure[];
};

/** The details until the operator first saves them (and the values a new install starts with). */
export const DEFAULT_COMPANY_DETAILS: CompanyDetails = {
  phone: "+91 98765 43210",
  email: "info@solutionsatoneplace.in",
  address: ["2nd Floor, Swaroop Nagar Business Centre", "Swaroop Nagar, Kanpur", "Uttar Pradesh 208002, India"],
  mapUrl: "",
  whatsapp: "",
  social: {
    linkedin: "https://www.linkedin.com/company/solutionsatoneplace",
    facebook: "https://www.facebook.com/solutionsatoneplace",
    instagram: "https://www.instagram.com/solutionsatoneplace",
    x: "https://x.com/solutionsatone",
  },
  testimonials: [
    {
      name: "Ritu Agarwal",
      role: "HR Head, manufacturing company, Kanpur",
      text: "They filled four plant supervisor roles in three weeks, and all four are still with us a year later.",
    },
    {
      name: "Dr. Sandeep Mishra",
      role: "Medical Superintendent, multi-speciality hospital",
      text: "Every nurse they sent had verified registrations and references. It saved our team days of checks.",
    },
    {
      name: "Ankit Verma",
      role: "CTO, software start-up, Noida",
      text:
        "The developers we met had already passed a practical test. Our interview loop went from six rounds to " +
        "three.",
    },
    {
      name: "Priya Srivastava",
      role: "Placed as Finance Manager",
      text: "Clear feedback after every round and help with the offer. I knew where I stood at every step.",
    },
  ],
  grievanceOfficer: { name: "", email: "" },
  aboutFigures: DEFAULT_ABOUT_FIGURES,
};

const SAMPLE_QUOTES = new Set(DEFAULT_COMPANY_DETAILS.testimonials.map((item) => item.text));

/**
 * One of the samples above: known by its quote, the part that claims something. A real client may
 * share a sample's name; an operator who rewrote the quote has made it their own.
 */
export const isSampleTestimonial = (item: Testimonial) => SAMPLE_QUOTES.has(item.text.trim());

/**
 * The testimonials the public site shows: the samples only until the operator first saves the
 * company details (`saved` null), so a fresh install looks complete; after that, never a sample.
 */
export function shownTestimonials(saved: CompanyDetails | null): Testimonial[] {
  return saved ? saved.testimonials.filter((item) => !isSampleTestimonial(item)) : DEFAULT_COMPANY_DETAILS.testimonials;
}

/** Whether a Grievance Officer is named (the form takes both fields or neither). */
export const hasGrievanceOfficer = (details: CompanyDetails) =>
  details.grievanceOfficer.name !== "" && details.grievanceOfficer.email !== "";

/** The `tel:` link of a phone number as written ("+91 98765 43210" → "tel:+919876543210"). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** WhatsApp's click-to-chat link for a number in international form. */
export const whatsappHref = (digits: string) => `https://wa.me/${digits}`;

/** The profiles to show, in SOCIAL_NETWORKS order; networks without a link are left out. */
export function socialLinksOf(details: CompanyDetails): Array<{ network: SocialNetwork; label: string; href: string }> {
  return SOCIAL_NETWORKS.filter((network) => details.social[network]).map((network) => ({
    network,
    label: SOCIAL_LABELS[network],
    href: details.social[network],
  }));
}

/** "Dr. Sandeep Mishra" → "SM": the testimonial's avatar (titles ending in a dot are skipped). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith("."));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? "").join("") || "?";
}
