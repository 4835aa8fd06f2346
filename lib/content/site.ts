// Copy and link lists of the site shell (navbar and footer).
export const COMPANY = {
  name: "Solutions At One Place",
  tagline: "All your IT, recruitment, marketing and business solutions at one place",
  phone: "+91 98765 43210",
  phoneHref: "tel:+919876543210",
  email: "info@solutionsatoneplace.in",
  address: ["2nd Floor, Swaroop Nagar Business Centre", "Swaroop Nagar, Kanpur", "Uttar Pradesh 208002, India"],
  copyrightYear: 2024,
};

/** `prefetch: false` for pages whose JavaScript is heavy (forms with their schema), so showing the link costs nothing. */
export type NavLink = { href: string; label: string; prefetch?: false };

export const SERVICE_LINKS: NavLink[] = [
  { href: "/it-consulting", label: "IT Service & Consulting" },
  { href: "/recruitment", label: "Recruitment" },
  { href: "/digital-marketing", label: "Digital Marketing" },
  { href: "/business-consulting", label: "Business Consulting" },
];

export const NAV_BEFORE_SERVICES: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
];

export const NAV_AFTER_SERVICES: NavLink[] = [
  { href: "/career", label: "Career" },
  { href: "/careers/jobs", label: "Jobs" },
  { href: "/partner", label: "Partnership" },
  { href: "/blogs", label: "Blogs" },
  { href: "/contact", label: "Contact Us", prefetch: false },
];

export const FOOTER_LINKS: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/career", label: "Career" },
  { href: "/blogs", label: "Blogs" },
  { href: "/sitemap", label: "Sitemap" },
];

export const POLICY_LINKS: NavLink[] = [
  { href: "/terms#privacy-policy", label: "Privacy Policy" },
  { href: "/terms#terms-and-conditions", label: "Terms & Conditions" },
  { href: "/terms#terms-of-use", label: "Terms of Use" },
  { href: "/terms#refund-policy", label: "Refund Policy" },
];

export type SocialNetwork = "linkedin" | "facebook" | "instagram" | "x";

export const SOCIAL_LINKS: Array<{ network: SocialNetwork; label: string; href: string }> = [
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/solutionsatoneplace" },
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/solutionsatoneplace" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/solutionsatoneplace" },
  { network: "x", label: "X (Twitter)", href: "https://x.com/solutionsatone" },
];
