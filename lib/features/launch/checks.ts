// The launch checklist as a pure function of what the site holds (a snapshot, ./snapshot.ts reads
// it): each sample detail still in place and each missing setting is one open item, and an item
// goes away as soon as its own cause is fixed. No database here, so every item is unit-tested.
import ipaddr from "ipaddr.js";
import { isSampleFigure } from "../../content/about-figures";
import { LAUNCH_COPY, type LaunchCheck, type LaunchFix } from "../../content/launch";
import {
  DEFAULT_COMPANY_DETAILS,
  hasGrievanceOfficer,
  isSampleTestimonial,
  SOCIAL_NETWORKS,
  type CompanyDetails,
} from "../../content/site";
import { trimTrailing } from "../../validation/text";

export type LaunchSnapshot = {
  /** The company details as saved; null before the operator's first save (the site shows the defaults). */
  savedDetails: CompanyDetails | null;
  /** The server's settings (lib/core/config.ts): whether SMTP_URL and GOOGLE_CLIENT_ID are set, MAIL_FROM, and
   * SITE_URL as set ("" unset). */
  env: { smtpUrl: boolean; googleClientId: boolean; mailFrom: string; siteUrl: string };
  /** When retention last ran to the end; null: never. */
  lastRetentionRunAt: Date | null;
  publishedCaseStudies: number;
  /** How many of the seed's sample job openings are open. */
  openSampleJobs: number;
  /** Whether any operator takes bookings (lib/features/booking hasBookingHours). */
  bookingHours: boolean;
};

export type LaunchItem = { check: LaunchCheck; text: string; fix?: LaunchFix };

const digits = (phone: string) => phone.replace(/\D/g, "");
const sameLink = (a: string, b: string) =>
  trimTrailing(a.trim(), "/").toLowerCase() === trimTrailing(b.trim(), "/").toLowerCase();

/** localhost (and its subdomains), 127.0.0.0/8, ::1 and the IPv4-mapped loopback. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[|\]$/g, "");
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === "loopback";
}

/** Why SITE_URL is not a site's public address; null when it is one. */
function siteUrlProblem(siteUrl: string): "unset" | "http" | "loopback" | null {
  if (siteUrl === "") return "unset";
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return "unset";
  }
  if (isLoopbackHost(url.hostname)) return "loopback";
  return url.protocol === "https:" ? null : "http";
}

/** The host of MAIL_FROM's address ("Name <a@host>" or "a@host"). */
const mailFromHost = (from: string) =>
  from
    .slice(from.lastIndexOf("@") + 1)
    .replace(/>\s*$/, "")
    .trim();

/** The open items, in the order the operator best fixes them; empty when the site is ready. */
export function launchChecklist({
  savedDetails,
  env,
  lastRetentionRunAt,
  publishedCaseStudies,
  openSampleJobs,
  bookingHours,
}: LaunchSnapshot): LaunchItem[] {
  const details = savedDetails ?? DEFAULT_COMPANY_DETAILS;
  const items: LaunchItem[] = [];
  if (digits(details.phone) === digits(DEFAULT_COMPANY_DETAILS.phone))
    items.push({ check: "phone", ...LAUNCH_COPY.phone });
  if (details.address.join("\n").toLowerCase() === DEFAULT_COMPANY_DETAILS.address.join("\n").toLowerCase())
    items.push({ check: "address", ...LAUNCH_COPY.address });
  if (details.email.toLowerCase() === DEFAULT_COMPANY_DETAILS.email.toLowerCase())
    items.push({ check: "email", ...LAUNCH_COPY.email });
  const sampleProfiles = SOCIAL_NETWORKS.filter(
    (network) =>
      details.social[network] !== "" && sameLink(details.social[network], DEFAULT_COMPANY_DETAILS.social[network]),
  );
  if (sampleProfiles.length > 0)
    items.push({ check: "social", text: LAUNCH_COPY.social.text(sampleProfiles), fix: LAUNCH_COPY.social.fix });
  const samples = details.testimonials.filter(isSampleTestimonial).length;
  if (samples > 0)
    items.push({
      check: "testimonials",
      text: LAUNCH_COPY.testimonials.text(samples, savedDetails !== null),
      fix: LAUNCH_COPY.testimonials.fix,
    });
  const sampleFigures = details.aboutFigures.filter(isSampleFigure);
  if (sampleFigures.length > 0)
    items.push({
      check: "aboutFigures",
      text: LAUNCH_COPY.aboutFigures.text(sampleFigures),
      fix: LAUNCH_COPY.aboutFigures.fix,
    });
  if (!hasGrievanceOfficer(details)) items.push({ check: "grievanceOfficer", ...LAUNCH_COPY.grievanceOfficer });
  if (publishedCaseStudies === 0) items.push({ check: "caseStudy", ...LAUNCH_COPY.caseStudy });
  if (openSampleJobs > 0)
    items.push({
      check: "sampleJobs",
      text: LAUNCH_COPY.sampleJobs.text(openSampleJobs),
      fix: LAUNCH_COPY.sampleJobs.fix,
    });
  if (!bookingHours) items.push({ check: "bookingHours", ...LAUNCH_COPY.bookingHours });
  if (!env.smtpUrl) items.push({ check: "smtp", ...LAUNCH_COPY.smtp });
  if (isLoopbackHost(mailFromHost(env.mailFrom)))
    items.push({ check: "mailFrom", text: LAUNCH_COPY.mailFrom.text(env.mailFrom) });
  const siteUrl = siteUrlProblem(env.siteUrl);
  if (siteUrl) items.push({ check: "siteUrl", text: LAUNCH_COPY.siteUrl.text(env.siteUrl, siteUrl) });
  if (!env.googleClientId) items.push({ check: "googleSignIn", ...LAUNCH_COPY.googleSignIn });
  if (lastRetentionRunAt === null) items.push({ check: "retention", ...LAUNCH_COPY.retention });
  return items;
}
