// "Mail me new jobs like these" under the jobs list: a plain form (no script) with the list's
// filters as hidden fields, the city (the list's, to change), the address and how often; the server answers with a redirect back
// to the same list, which says what happens next. The manage page reuses the cadence choice.
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ALERT_CADENCES, JOB_ALERT_TEXT, type AlertCadence } from "@/lib/content/job-alerts";
import { cityOf, describeAlert } from "@/lib/validation/job-alerts";
import type { JobFilters } from "@/lib/validation/jobs";
import { controlClass } from "@/components/ui/control-class";
import { Field } from "@/components/ui/field";
import { JobPanel } from "./job-panel";
import { RadioGroup } from "@/components/ui/radio";

export function CadenceChoice({ value }: { value: AlertCadence }) {
  return (
    <RadioGroup
      legend={JOB_ALERT_TEXT.cadence}
      classes={{ legend: "text-sm font-medium", choices: "mt-1 flex flex-wrap gap-4" }}
      name="cadence"
      options={ALERT_CADENCES}
      defaultValue={value}
    />
  );
}

/** The alert's city: free text (an alert may wait for a city with no job yet), the open jobs' cities suggested, and what matches said. */
export function CityField({ id, value, cities }: { id: string; value: string; cities: readonly string[] }) {
  return (
    <Field id={id} label={JOB_ALERT_TEXT.location} hint={JOB_ALERT_TEXT.locationHint} small>
      {(control) => (
        <>
          <input
            {...control}
            name="location"
            defaultValue={value}
            maxLength={80}
            list={`${id}-cities`}
            autoComplete="off"
            className={controlClass}
          />
          <datalist id={`${id}-cities`}>
            {cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}

export function JobAlertForm({
  filters,
  sent,
  cities,
}: {
  filters: JobFilters;
  sent: boolean;
  cities: readonly string[];
}) {
  return (
    <JobPanel
      id={JOB_ALERT_TEXT.id}
      headingId="job-alert-heading"
      heading={JOB_ALERT_TEXT.heading}
      intro={JOB_ALERT_TEXT.intro}
    >
      <p className="mt-2 font-medium">
        {JOB_ALERT_TEXT.filters(describeAlert({ ...filters, location: "" }, JOB_ALERT_TEXT.anyJob))}
      </p>
      {sent ? (
        <p role="status" className="mt-4 font-semibold text-success">
          {JOB_ALERT_TEXT.sent}
        </p>
      ) : (
        <form method="post" action="/api/job-alerts" className="mt-4 grid gap-4 sm:grid-cols-2">
          {(["q", "area", "type"] as const).map((name) =>
            filters[name] ? <input key={name} type="hidden" name={name} value={filters[name]} /> : null,
          )}
          <FormField
            id="job-alert-email"
            label={JOB_ALERT_TEXT.email}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            small
          />
          <CityField id="job-alert-location" value={cityOf(filters.location)} cities={cities} />
          <CadenceChoice value="instant" />
          <div className="sm:col-span-2">
            <Button type="submit">{JOB_ALERT_TEXT.submit}</Button>
          </div>
        </form>
      )}
    </JobPanel>
  );
}
