// Job openings (/careers/jobs): the areas, kinds and labels of a posting, and the pages' copy.
// The stored values of area, type and workplace are these keys; everything a visitor reads is here.
import { RESUME_TEXT } from "@/lib/validation/resume";
import type { PageMeta } from "./marketing";
import { PERSON_INPUTS } from "./wizard/person-inputs";

export const JOBS_PATH = "/careers/jobs";
export const jobPath = (slug: string) => `${JOBS_PATH}/${slug}`;
/** Where a job page's quick-apply form is sent (app/api/jobs/[slug]/apply). */
export const quickApplyPath = (slug: string) => `/api/jobs/${slug}/apply`;

export const JOB_AREAS = [
  { value: "it", label: "IT" },
  { value: "non-it", label: "Non-IT" },
  { value: "healthcare", label: "Healthcare" },
  { value: "digital-marketing", label: "Digital Marketing" },
  { value: "business-consulting", label: "Business Consulting" },
] as const;

/** schema.org JobPosting employmentType values, stored as they are. */
export const EMPLOYMENT_TYPES = [
  { value: "FULL_TIME", label: "Full-time" },
  { value: "PART_TIME", label: "Part-time" },
  { value: "CONTRACTOR", label: "Contract" },
  { value: "TEMPORARY", label: "Temporary" },
  { value: "INTERN", label: "Internship" },
] as const;

export const WORKPLACES = [
  { value: "onsite", label: "On-site" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
] as const;

export const JOB_STATUSES = [
  { value: "draft", label: "Draft" },
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
] as const;

export type JobArea = (typeof JOB_AREAS)[number]["value"];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]["value"];
export type Workplace = (typeof WORKPLACES)[number]["value"];
export type JobStatus = (typeof JOB_STATUSES)[number]["value"];

type Option = { readonly value: string; readonly label: string };
const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
export const areaLabel = (value: string) => labelOf(JOB_AREAS, value);
export const employmentLabel = (value: string) => labelOf(EMPLOYMENT_TYPES, value);
export const workplaceLabel = (value: string) => labelOf(WORKPLACES, value);
export const statusLabel = (value: string) => labelOf(JOB_STATUSES, value);

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

export function experienceText(min: number, max: number): string {
  if (max <= 0) return "Freshers welcome";
  return min === max ? `${min} years` : `${min}–${max} years`;
}

/** "₹6,00,000 – ₹9,00,000 a year", or null when the posting gives no salary. */
export function salaryText(min: number | null, max: number | null): string | null {
  if (min == null && max == null) return null;
  if (min != null && max != null && min !== max) return `${inr.format(min)} – ${inr.format(max)} a year`;
  return `${inr.format(min ?? max ?? 0)} a year`;
}

export const dateText = (date: Date) =>
  date.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

export const JOBS_PAGE: PageMeta & { heading: string; intro: string } = {
  path: JOBS_PATH,
  title: "Open positions",
  heading: "Open positions",
  description:
    "Current IT, non-IT, healthcare, digital marketing and business consulting vacancies placed by Solutions At " +
    "One Place. Filter by area, location and type, and apply online.",
  intro:
    "Vacancies our recruiters are filling right now. Filter by area, location and type, or search, then apply in " +
    "a few minutes.",
};

export const JOBS_TEXT = {
  filtersLabel: "Filter positions",
  search: "Search",
  searchHint: "Job title or keyword",
  area: "Area",
  location: "Location",
  type: "Type",
  any: "Any",
  apply: "Show positions",
  clear: "Clear filters",
  none:
    "No open position matches these filters. Try fewer filters, or apply once and a recruiter will call you about " +
    "new openings.",
  applyGeneral: "Apply without a position",
  count: (total: number) => (total === 1 ? "1 open position" : `${total} open positions`),
  pagination: "Pages of positions",
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  allJobs: "All open positions",
  applyNow: "Apply for this position",
  experience: "Experience",
  salary: "Salary",
  workplace: "Workplace",
  posted: "Posted",
  closes: "Apply by",
  details: "About the role",
  browse: "Browse open positions",
} as const;

export const JOB_GONE = {
  title: "This position is closed",
  text: "The vacancy you are looking for is no longer open. Our other open positions are listed on the jobs page.",
  link: { href: JOBS_PATH, label: "See open positions" },
};

/** Where the job-seeker pages (career, recruitment, chat) send visitors looking for openings. */
export const JOBS_LINK = { href: JOBS_PATH, label: "View open positions" };

/** The careers page of one area, for the chat's answer ("IT" → /careers/jobs?area=it). */
export function jobsOfAreaHref(label?: string): string {
  const area = JOB_AREAS.find((entry) => entry.label === label);
  return area ? `${JOBS_PATH}?area=${area.value}` : JOBS_PATH;
}

export const JOB_APPLY_ERRORS = {
  notOpen: "This position is no longer open. Please choose another one, or apply without a position.",
};

/**
 * One application per address and position: another from the same address within these days is
 * answered as the first was and stored once, with no second mails (lib/features/submissions/repeat.ts).
 */
export const REAPPLY_DAYS = 30;

export const REAPPLY_TEXT = {
  /** The job's page, to a signed-in applicant who applied for it with the account's address. */
  appliedOn: (date: string) => `You applied on ${date}.`,
  /** The answer to the address's owner (signed in) applying again; anyone else gets the usual answer. */
  again: (title: string, date: string) =>
    `You already applied for ${title} on ${date}, so we kept that application as it is and sent nothing twice. A recruiter will be in touch.`,
};

/** Quick apply's text inputs in the order shown, after the resume (which can fill them in); the rules are
 * lib/validation/quick-apply.ts. */
export const QUICK_APPLY_INPUTS = {
  firstName: PERSON_INPUTS.firstName,
  lastName: PERSON_INPUTS.lastName,
  emailAddress: PERSON_INPUTS.email,
  phoneNumber: PERSON_INPUTS.phoneNumber,
} as const;
export const COVER_NOTE_MAX = 2000;
/** The value the consent box sends when ticked (a form post carries the box only then). */
export const CONSENT_VALUE = "yes";

/** Quick apply on a job's page (lib/validation/quick-apply.ts, lib/features/submissions/quick-apply.ts). */
export const QUICK_APPLY_TEXT = {
  id: "quick-apply",
  heading: "Apply in a minute",
  intro:
    "Your name, how to reach you and your resume are enough. A recruiter reads every application for this " +
    "position.",
  coverNote: "Cover note (optional)",
  coverNoteHint: "A few lines on why this role suits you",
  /** The operator's labels of the two columns only quick applications fill. */
  coverNoteLabel: "Cover note",
  sourceLabel: "Applied through (wizard or quick)",
  submit: "Send application",
  /** The button of a signed-in applicant with a profile: pressing it gives the agreement above it. */
  agreeAndSubmit: "Agree and send application",
  sending: "Sending your application…",
  progress: "Uploading your resume",
  sent: (title: string) =>
    `Thank you: your application for ${title} has been received. A confirmation is on its way to your e-mail address, unless this address applied for it in the last ${REAPPLY_DAYS} days: then we keep that first application and send nothing twice.`,
  fullForm: "Prefer the full career form?",
  filledFromResume: (labels: string[]) => `Filled in from your resume: ${labels.join(", ")}. Please check them.`,
  unknownJob: "No open position has this address.",
  fixFields: "Please check the highlighted fields.",
  /** What a form sent without JavaScript shows after the server's answer (?applied / ?apply-error=). */
  answers: {
    invalid: "Some details were missing or not valid. Please fill in every field and tick the box.",
    type: RESUME_TEXT.wrongType,
    "too-large": RESUME_TEXT.tooBig,
    limit: "Too many applications were sent from here. Please wait a while and try again.",
    gone: "This position has just closed, so it no longer takes applications.",
    failed: "Your application could not be stored. Please try again in a moment.",
  },
} as const;
export type QuickApplyProblem = keyof typeof QUICK_APPLY_TEXT.answers;
