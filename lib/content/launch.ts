// The operator dashboard's launch checklist (lib/features/launch/checks.ts): what still holds a
// sample value or is not set up, each with where it is fixed.
import { figureText, type AboutFigure } from "./about-figures";
import { AVAILABILITY_PATH, BOOKING_LINK } from "./booking";
import { DEFAULT_COMPANY_DETAILS, SOCIAL_LABELS, type SocialNetwork } from "./site";

export const LAUNCH_CHECKS = [
  "phone",
  "address",
  "email",
  "social",
  "testimonials",
  "aboutFigures",
  "grievanceOfficer",
  "caseStudy",
  "sampleJobs",
  "bookingHours",
  "smtp",
  "mailFrom",
  "siteUrl",
  "googleSignIn",
  "retention",
] as const;
export type LaunchCheck = (typeof LAUNCH_CHECKS)[number];

/** Where an item is fixed in the operator area; none when the fix is the server's environment. */
export type LaunchFix = { label: string; href: string };

/** Where case studies are edited: their part of the proof-of-work page (app/(operator)/admin/proof). */
export const CASE_STUDIES_ADMIN_PATH = "/admin/proof#case-studies";

const company = (section: string) => `/admin/company#${section}`;

const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : (items[0] ?? "");

export const LAUNCH_COPY = {
  title: "Before launch",
  intro: "The site still shows sample details or lacks a setting here. Each line goes away once it is fixed.",
  phone: {
    text: `The phone number is still the sample ${DEFAULT_COMPANY_DETAILS.phone}.`,
    fix: { label: "Change the phone number", href: company("settings-contact") },
  },
  address: {
    text: `The address is still the sample ${DEFAULT_COMPANY_DETAILS.address.join(", ")}.`,
    fix: { label: "Change the address", href: company("settings-contact") },
  },
  email: {
    text: `The contact e-mail is still the sample ${DEFAULT_COMPANY_DETAILS.email}.`,
    fix: { label: "Change the e-mail address", href: company("settings-contact") },
  },
  social: {
    text: (networks: SocialNetwork[]) =>
      `${list(networks.map((network) => SOCIAL_LABELS[network]))} still ${networks.length === 1 ? "links" : "link"} to a sample profile.`,
    fix: { label: "Change the profile links", href: company("settings-social") },
  },
  testimonials: {
    text: (count: number, saved: boolean) =>
      `${count === 1 ? "1 sample testimonial is" : `${count} sample testimonials are`} still in the company details, not from real clients${saved ? " (the site no longer shows them)" : " (the recruitment page shows them)"}.`,
    fix: { label: "Replace the testimonials", href: company("settings-testimonials") },
  },
  aboutFigures: {
    text: (figures: AboutFigure[]) =>
      `The About page still shows ${figures.length === 1 ? "a sample figure" : `${figures.length} sample figures`}, not the company's own: ${list(figures.map(figureText))}.`,
    fix: { label: "Change the About page figures", href: company("settings-about") },
  },
  grievanceOfficer: {
    text: "No Grievance Officer is named: the privacy policy needs one to answer requests and complaints.",
    fix: { label: "Name a Grievance Officer", href: company("settings-grievance") },
  },
  caseStudy: {
    text: "No case study is published.",
    fix: { label: "Publish a case study", href: CASE_STUDIES_ADMIN_PATH },
  },
  sampleJobs: {
    text: (count: number) =>
      `${count === 1 ? "1 sample job opening from the seed is" : `${count} sample job openings from the seed are`} still open: visitors can apply, and the sitemap and search engines' job listings show ${count === 1 ? "it" : "them"}. Close ${count === 1 ? "it" : "each one"}, and post your real openings as new jobs.`,
    fix: { label: "Close the sample openings", href: "/admin/jobs" },
  },
  bookingHours: {
    text: `No operator has booking hours: visitors cannot book a call, so the site hides its "${BOOKING_LINK.label}" links until someone sets their hours.`,
    fix: { label: "Set your booking hours", href: AVAILABILITY_PATH },
  },
  smtp: {
    text:
      "SMTP_URL is not set: mail is written to files on the server and nobody receives it. Set it in the server's " +
      "environment (README, Settings) and restart.",
  },
  mailFrom: {
    text: (from: string) =>
      `MAIL_FROM is ${from}, an address at this machine: replies go nowhere and many mail servers refuse such mail. Set it to an address of the company's own domain in the server's environment (README, Settings) and restart.`,
  },
  siteUrl: {
    text: (url: string, reason: "unset" | "http" | "loopback") =>
      reason === "unset"
        ? "SITE_URL is not set: links in mail, canonical addresses, the sitemap and search engines' data point at " +
          "http://localhost:3000. Set it to the site's https:// address in the server's environment and build " +
          "again (README, Production)."
        : reason === "loopback"
          ? `SITE_URL is ${url}, an address of this machine: visitors and search engines cannot follow links to it. Set it to the site's public https:// address and build again (README, Production).`
          : `SITE_URL is ${url}, not https://: links and canonical addresses send visitors to an unencrypted site, and the sign-in cookie is not marked Secure. Set it to the site's https:// address and build again (README, Production).`,
  },
  googleSignIn: {
    text:
      "GOOGLE_CLIENT_ID is not set: the sign-in screens offer no Google sign-in. Set it in the server's environment " +
      "(README, Settings) and restart.",
  },
  retention: {
    text: "Retention has never run: nothing past the privacy policy's periods has been removed yet.",
    fix: { label: "See scheduled upkeep", href: "/admin#upkeep-heading" },
  },
} as const;
