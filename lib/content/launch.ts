// The operator dashboard's launch checklist (lib/features/launch/checks.ts): what still holds a
// sample value or is not set up, each with where it is fixed.
import { DEFAULT_COMPANY_DETAILS, SOCIAL_LABELS, type SocialNetwork } from "./site";

export const LAUNCH_CHECKS = ["phone", "address", "social", "testimonials", "grievanceOfficer", "caseStudy", "smtp", "googleSignIn", "retention"] as const;
export type LaunchCheck = (typeof LAUNCH_CHECKS)[number];

/** Where an item is fixed in the operator area; none when the fix is the server's environment. */
export type LaunchFix = { label: string; href: string };

/** Where case studies are edited: their part of the proof-of-work page (app/(operator)/admin/proof). */
export const CASE_STUDIES_ADMIN_PATH = "/admin/proof#case-studies";

const company = (section: string) => `/admin/company#${section}`;

const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : (items[0] ?? ""));

export const LAUNCH_COPY = {
  title: "Before launch",
  intro: "The site still shows sample details or lacks a setting here. Each line goes away once it is fixed.",
  phone: { text: `The phone number is still the sample ${DEFAULT_COMPANY_DETAILS.phone}.`, fix: { label: "Change the phone number", href: company("settings-contact") } },
  address: { text: `The address is still the sample ${DEFAULT_COMPANY_DETAILS.address.join(", ")}.`, fix: { label: "Change the address", href: company("settings-contact") } },
  social: {
    text: (networks: SocialNetwork[]) => `${list(networks.map((network) => SOCIAL_LABELS[network]))} still ${networks.length === 1 ? "links" : "link"} to a sample profile.`,
    fix: { label: "Change the profile links", href: company("settings-social") },
  },
  testimonials: {
    text: (count: number, saved: boolean) =>
      `${count === 1 ? "1 sample testimonial is" : `${count} sample testimonials are`} still in the company details, not from real clients${saved ? " (the site no longer shows them)" : " (the recruitment page shows them)"}.`,
    fix: { label: "Replace the testimonials", href: company("settings-testimonials") },
  },
  grievanceOfficer: { text: "No Grievance Officer is named: the privacy policy needs one to answer requests and complaints.", fix: { label: "Name a Grievance Officer", href: company("settings-grievance") } },
  caseStudy: { text: "No case study is published.", fix: { label: "Publish a case study", href: CASE_STUDIES_ADMIN_PATH } },
  smtp: { text: "SMTP_URL is not set: mail is written to files on the server and nobody receives it. Set it in the server's environment (README, Settings) and restart." },
  googleSignIn: { text: "GOOGLE_CLIENT_ID is not set: the sign-in screens offer no Google sign-in. Set it in the server's environment (README, Settings) and restart." },
  retention: { text: "Retention has never run: nothing past the privacy policy's periods has been removed yet.", fix: { label: "See scheduled upkeep", href: "/admin#upkeep-heading" } },
} as const;
