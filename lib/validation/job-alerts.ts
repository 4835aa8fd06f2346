// A job alert as the form on /careers/jobs (or its manage page) sends it: the address, the
// filters of /careers/jobs (normalised as the list normalises them: unknown values are dropped)
// and how often to mail.
import { z } from "zod/mini";
import { ALERT_CADENCES } from "../content/job-alerts";
import { areaLabel, employmentLabel } from "../content/jobs";
import { parseJobFilters } from "./jobs";
import { requiredEmail } from "./wizard/fields";

const CADENCE_VALUES = ALERT_CADENCES.map((cadence) => cadence.value) as unknown as readonly ["instant", "daily"];
const filterText = z.optional(z.string().check(z.maxLength(200)));
const FIELDS = {
  q: filterText,
  area: filterText,
  location: filterText,
  type: filterText,
  cadence: z.enum(CADENCE_VALUES, { error: "Choose how often" }),
};

const fold = (text: string) => text.toLocaleLowerCase("en-IN");

/** A place's city as jobs name places: the part before the first comma ("Kanpur, Uttar Pradesh" is in Kanpur). */
export function cityOf(place: string): string {
  const comma = place.indexOf(",");
  return (comma < 0 ? place : place.slice(0, comma)).trim();
}

/** True when the job's place is in the alert's city, whatever case either is written in; an empty city is anywhere. */
export const inCity = (city: string, place: string) => !city || fold(cityOf(city)) === fold(cityOf(place));

/** The cities of `places` (the open jobs' locations), once each, as the first place names it: the alert forms'
 * suggestions. */
export function citiesOf(places: readonly string[]): string[] {
  const cities = new Map<string, string>();
  for (const place of places) if (!cities.has(fold(cityOf(place)))) cities.set(fold(cityOf(place)), cityOf(place));
  return [...cities.values()];
}

type Sent = { q?: string; area?: string; location?: string; type?: string; cadence: (typeof CADENCE_VALUES)[number] };
function normalised({ cadence, ...query }: Sent) {
  const { q, area, location, type } = parseJobFilters(query);
  // An alert names a city, which matches every job there (./job-alerts.ts inCity).
  return { q, area, location: cityOf(location), type, cadence };
}

/** The manage page's form: filters and cadence. */
export const alertFiltersSchema = z.pipe(z.object(FIELDS), z.transform(normalised));
/** The jobs page's form: the address too. */
export const alertSignupSchema = z.pipe(
  z.object({ email: requiredEmail(), ...FIELDS }),
  z.transform(({ email, ...rest }) => ({ email, ...normalised(rest) })),
);
export type AlertFilters = z.output<typeof alertFiltersSchema>;
export type AlertSignup = z.output<typeof alertSignupSchema>;
/** The confirm page's button: the mailed link's token (none is a link that is not valid). */
export const confirmAlertSchema = z.object({ token: z._default(z.string(), "") });
/** The manage page's buttons: what to do to the alert the token names; "save" sends the filters too
 * (alertFiltersSchema). */
export const manageAlertSchema = z.looseObject({
  token: z.string(),
  action: z.enum(["save", "pause", "resume", "delete"]),
});
export type ManageAlert = z.output<typeof manageAlertSchema>;
/** Cancelling one of the account's alerts from My job alerts. */
export const cancelAlertSchema = z.object({
  id: z.string({ error: "Unknown alert" }).check(z.maxLength(64, { error: "Unknown alert" })),
});

/**
 * The filters in words from the site's own lists only, for the confirmation mail (it goes to an
 * address nobody has confirmed, so it carries none of the sender's text): the area and type by
 * their labels, the city only as one of `locations` (the open jobs' own) names it, and search
 * words named but never quoted.
 */
export function describeAlertFromLists(
  filters: Pick<AlertFilters, "q" | "area" | "location" | "type">,
  locations: readonly string[],
  words: { any: string; search: string },
): string {
  const city = filters.location && citiesOf(locations).find((known) => inCity(filters.location, known));
  const parts = [
    filters.area && areaLabel(filters.area),
    city,
    filters.type && employmentLabel(filters.type),
    filters.q && words.search,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : words.any;
}

/** The filters in words, for the form, the pages and the mails: "IT, Noida, Full-time, “java”". */
export function describeAlert(filters: Pick<AlertFilters, "q" | "area" | "location" | "type">, any: string): string {
  const parts = [
    filters.area && areaLabel(filters.area),
    filters.location,
    filters.type && employmentLabel(filters.type),
    filters.q && `“${filters.q}”`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : any;
}
