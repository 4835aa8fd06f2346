// The list filters live in the URL (?q=&status=&from=&to=&page=), so a filtered list can be
// bookmarked, shared with a colleague and exported as it is. Anything malformed is ignored.
import { z } from "zod";
import { isInterest } from "../../content/interests";
import { containsText } from "../../core/db/dialect";
import { phoneSearchDigits } from "../../validation/phone-number";
import { addDays, startOfDay } from "./dates";

export const PAGE_SIZE = 25;

/**
 * `job`: a job's id, for the lists that filter by the job applied for (career applications);
 * `topic`: a newsletter interest, for the subscribers (absent reads as none).
 */
export type ListFilters = {
  q: string;
  status: string;
  from: string;
  to: string;
  page: number;
  job: string;
  topic?: string;
  /** The work item's stage and owner (an operator's id, "mine" or "unassigned"), on the lists of work. */
  stage?: string;
  owner?: string;
  /** The operator looking, for "mine" (set by the page, never read from the URL). */
  me?: string;
};
export type SearchParams = Record<string, string | string[] | undefined>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export function toSearchParams(params: SearchParams | URLSearchParams): SearchParams {
  return params instanceof URLSearchParams ? Object.fromEntries(params.entries()) : params;
}

export function parseFilters(input: SearchParams | URLSearchParams, statuses: readonly string[]): ListFilters {
  const params = toSearchParams(input);
  const q = first(params.q).trim().slice(0, 100);
  const status = first(params.status);
  const from = first(params.from);
  const to = first(params.to);
  const page = Number.parseInt(first(params.page), 10);
  const job = first(params.job);
  const topic = first(params.topic);
  const stage = first(params.stage);
  const owner = first(params.owner);
  return {
    q,
    status: statuses.includes(status) ? status : "",
    from: day.safeParse(from).success ? from : "",
    to: day.safeParse(to).success ? to : "",
    page: Number.isFinite(page) && page > 0 && page < 100_000 ? page : 1,
    job: /^[a-z0-9]{20,40}$/.test(job) ? job : "",
    topic: isInterest(topic) ? topic : "",
    stage: /^[a-z0-9:_-]{1,80}$/i.test(stage) ? stage : "",
    owner: /^[a-z0-9_-]{1,40}$/i.test(owner) ? owner : "",
  };
}

/** The query string of `filters` with `changes` applied (page 1 and empty values are left out). */
export function filterQuery(filters: ListFilters, changes: Partial<ListFilters> = {}): string {
  const merged = { ...filters, ...changes };
  const params = new URLSearchParams();
  for (const key of ["q", "status", "stage", "owner", "from", "to", "job", "topic"] as const)
    if (merged[key]) params.set(key, merged[key] ?? "");
  if (merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** createdAt bounds: from the start of `from` to the end of `to`, both days included. */
export function createdRange(filters: ListFilters): { gte?: Date; lt?: Date } | undefined {
  if (!filters.from && !filters.to) return undefined;
  return {
    ...(filters.from ? { gte: startOfDay(filters.from) } : {}),
    ...(filters.to ? { lt: startOfDay(addDays(filters.to, 1)) } : {}),
  };
}

/** Words of the search; each must match one of the searched fields. */
export function searchTerms(q: string): string[] {
  return q
    .split(/\s+/)
    .filter((term) => term.length > 0)
    .slice(0, 5);
}

type SearchOptions = { statusField?: string; searchFields: readonly string[]; phoneFields?: readonly string[] };

/**
 * What the search asks of a record: a query that is one whole phone number, however written
 * ("+91 98765 43210", "(098765) 43210"), finds the records with that number; otherwise every
 * word must be in one of the fields (the phones included, for a part of a number).
 */
function searchConditions(q: string, { searchFields, phoneFields = [] }: SearchOptions) {
  const digits = phoneFields.length > 0 ? phoneSearchDigits(q) : null;
  if (digits) return [{ OR: phoneFields.map((field) => ({ [field]: containsText(digits) })) }];
  const terms = searchTerms(q);
  const fields = [...searchFields, ...phoneFields];
  if (terms.length === 0 || fields.length === 0) return null;
  return terms.map((term) => ({ OR: fields.map((field) => ({ [field]: containsText(term) })) }));
}

/** A Prisma `where` for the common filters over the given fields (each model casts it to its own type). */
export function commonWhere(filters: ListFilters, options: SearchOptions) {
  const range = createdRange(filters);
  const search = searchConditions(filters.q, options);
  return {
    ...(range ? { createdAt: range } : {}),
    ...(filters.status && options.statusField ? { [options.statusField]: filters.status } : {}),
    ...(search ? { AND: search } : {}),
  };
}
