// The launch checklist as a pure function of what the site holds (a snapshot, ./snapshot.ts reads
// it): each sample detail still in place and each missing setting is one open item, and an item
// goes away as soon as its own cause is fixed. No database here, so every item is unit-tested.
import { LAUNCH_COPY, type LaunchCheck, type LaunchFix } from "../../content/launch";
import { DEFAULT_COMPANY_DETAILS, hasGrievanceOfficer, isSampleTestimonial, SOCIAL_NETWORKS, type CompanyDetails } from "../../content/site";
import { trimTrailing } from "../../validation/text";

export type LaunchSnapshot = {
  /** The company details as saved; null before the operator's first save (the site shows the defaults). */
  savedDetails: CompanyDetails | null;
  /** Whether SMTP_URL and GOOGLE_CLIENT_ID are set (lib/core/config.ts). */
  env: { smtpUrl: boolean; googleClientId: boolean };
  /** When retention last ran to the end; null: never. */
  lastRetentionRunAt: Date | null;
  publishedCaseStudies: number;
};

export type LaunchItem = { check: LaunchCheck; text: string; fix?: LaunchFix };

const digits = (phone: string) => phone.replace(/\D/g, "");
const sameLink = (a: string, b: string) => trimTrailing(a.trim(), "/").toLowerCase() === trimTrailing(b.trim(), "/").toLowerCase();

/** The open items, in the order the operator best fixes them; empty when the site is ready. */
export function launchChecklist({ savedDetails, env, lastRetentionRunAt, publishedCaseStudies }: LaunchSnapshot): LaunchItem[] {
  const details = savedDetails ?? DEFAULT_COMPANY_DETAILS;
  const items: LaunchItem[] = [];
  if (digits(details.phone) === digits(DEFAULT_COMPANY_DETAILS.phone)) items.push({ check: "phone", ...LAUNCH_COPY.phone });
  if (details.address.join("\n").toLowerCase() === DEFAULT_COMPANY_DETAILS.address.join("\n").toLowerCase()) items.push({ check: "address", ...LAUNCH_COPY.address });
  const sampleProfiles = SOCIAL_NETWORKS.filter((network) => details.social[network] !== "" && sameLink(details.social[network], DEFAULT_COMPANY_DETAILS.social[network]));
  if (sampleProfiles.length > 0) items.push({ check: "social", text: LAUNCH_COPY.social.text(sampleProfiles), fix: LAUNCH_COPY.social.fix });
  const samples = details.testimonials.filter(isSampleTestimonial).length;
  if (samples > 0) items.push({ check: "testimonials", text: LAUNCH_COPY.testimonials.text(samples, savedDetails !== null), fix: LAUNCH_COPY.testimonials.fix });
  if (!hasGrievanceOfficer(details)) items.push({ check: "grievanceOfficer", ...LAUNCH_COPY.grievanceOfficer });
  if (publishedCaseStudies === 0) items.push({ check: "caseStudy", ...LAUNCH_COPY.caseStudy });
  if (!env.smtpUrl) items.push({ check: "smtp", ...LAUNCH_COPY.smtp });
  if (!env.googleClientId) items.push({ check: "googleSignIn", ...LAUNCH_COPY.googleSignIn });
  if (lastRetentionRunAt === null) items.push({ check: "retention", ...LAUNCH_COPY.retention });
  return items;
}
