// Job openings: the operator's form (JSON or a form post, where every value is a string), the
// visitors' filters of /careers/jobs, and the job id a career application may carry.
import { z } from "zod/mini";
import { EMPLOYMENT_TYPES, JOB_AREAS, WORKPLACES } from "../content/jobs";
import { requiredLongText, requiredText } from "./wizard/fields";
import { trimEdges, trimTrailing } from "./text";

export { jobId } from "./job-apply";

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as readonly [T[number]["value"], ...T[number]["value"][]];

export const JOB_AREA_VALUES = values(JOB_AREAS);
export const EMPLOYMENT_TYPE_VALUES = values(EMPLOYMENT_TYPES);
export const WORKPLACE_VALUES = values(WORKPLACES);

export const JOB_DESCRIPTION_MAX = 8000;
export const SALARY_MAX = 100_000_000;
export const JOB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// A whole number from a form field or JSON; "" (an empty form field) is absent.
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const wholeNumber = (label: string, max: number) =>
  z.pipe(
    z.union([z.string(), z.number()], { error: `${label} is required` }),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z
        .int({ error: `${label} must be a whole number` })
        .check(
          z.minimum(0, { error: `${label} cannot be negative` }),
          z.maximum(max, { error: `${label} is too large` }),
        ),
    ),
  );
const optionalNumber = (label: string, max: number) =>
  z.pipe(z.transform(blankToUndefined), z.optional(wholeNumber(label, max)));

const IST_OFFSET_MS = 330 * 60 * 1000;
/** The day (YYYY-MM-DD) a moment falls on in India: what the closing-date field shows. */
export const istDay = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A new job's closing date, unless the operator picks another: 30 days ahead. */
export const defaultClosingDay = (now: Date) => istDay(new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000));

export const jobFormSchema = z
  .object({
    title: requiredText("Title is required", 120),
    area: z.enum(JOB_AREA_VALUES, { error: "Choose an area" }),
    location: requiredText("Location is required", 80),
    employmentType: z.enum(EMPLOYMENT_TYPE_VALUES, { error: "Choose an employment type" }),
    workplace: z.enum(WORKPLACE_VALUES, { error: "Choose on-site, hybrid or remote" }),
    experienceMin: wholeNumber("Minimum experience", 50),
    experienceMax: wholeNumber("Maximum experience", 50),
    salaryMin: optionalNumber("Minimum salary", SALARY_MAX),
    salaryMax: optionalNumber("Maximum salary", SALARY_MAX),
    description: requiredLongText("Description is required", JOB_DESCRIPTION_MAX),
    closesAt: z.pipe(
      z
        .string({ error: "Closing date is required" })
        .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Closing date must be a date (YYYY-MM-DD)" })),
      // The last day counts in full, in India's time; a day that does not exist (31 February) is refused.
      z.pipe(
        z.transform((day: string) => {
          const end = new Date(`${day}T23:59:59+05:30`);
          return istDay(end) === day ? end : new Date(Number.NaN);
        }),
        z.date({ error: "Closing date must be a real date" }),
      ),
    ),
  })
  .check(
    z.refine((job) => job.experienceMax >= job.experienceMin, {
      error: "Maximum experience must be at least the minimum",
      path: ["experienceMax"],
    }),
    z.refine((job) => job.salaryMin == null || job.salaryMax == null || job.salaryMax >= job.salaryMin, {
      error: "Maximum salary must be at least the minimum",
      path: ["salaryMax"],
    }),
  );
export type JobForm = z.output<typeof jobFormSchema>;

export const jobActionSchema = z.object({
  action: z.enum(["open", "close", "duplicate"], { error: "Choose open, close or duplicate" }),
});

/** A slug from a title: lower case words joined by hyphens, at most 60 characters; `fallback` for a title with none. */
export function slugOf(title: string, fallback = "job"): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const slug = trimTrailing(trimEdges(words, "-").slice(0, 60), "-");
  return slug || fallback;
}

export const JOBS_PAGE_SIZE = 10;
const SEARCH_MAX = 80;

export type JobFilters = { q: string; area: string; location: string; type: string; page: number };
export type JobQuery = Record<string, string | string[] | undefined>;
type Query = JobQuery;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : "");

/** The filters of /careers/jobs from its query; anything unknown is dropped, never an error. */
export function parseJobFilters(query: Query): JobFilters {
  const page = Number.parseInt(first(query.page), 10);
  return {
    q: first(query.q).replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX),
    area: oneOf(first(query.area), JOB_AREA_VALUES),
    location: first(query.location).trim().slice(0, 80),
    type: oneOf(first(query.type), EMPLOYMENT_TYPE_VALUES),
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 1000) : 1,
  };
}

/** The query string of `filters` (empty ones left out), for links and pagination. */
export function jobFilterQuery(filters: JobFilters, page = filters.page): string {
  const entries = Object.entries({
    q: filters.q,
    area: filters.area,
    location: filters.location,
    type: filters.type,
  }).filter(([, v]) => v);
  if (page > 1) entries.push(["page", String(page)]);
  const text = new URLSearchParams(entries).toString();
  return text ? `?${text}` : "";
}
