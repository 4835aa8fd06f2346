import { SelectField } from "@/components/ui/select-field";
import { FormField } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { EMPLOYMENT_TYPES, JOB_AREAS, JOBS_PATH, JOBS_TEXT } from "@/lib/content/jobs";
import type { JobFilters } from "@/lib/validation/jobs";

type Option = { readonly value: string; readonly label: string };

export function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
}) {
  return (
    <SelectField id={id} name={name} label={<span className="text-sm">{label}</span>} defaultValue={value}>
      <option value="">{JOBS_TEXT.any}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A GET form: the filters are the URL's query, so a filtered list is shareable and works without JavaScript. */
export function JobFilterForm({ filters, locations }: { filters: JobFilters; locations: string[] }) {
  return (
    <form
      method="get"
      action={JOBS_PATH}
      role="search"
      aria-label={JOBS_TEXT.filtersLabel}
      className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <FormField
        id="jobs-q"
        label={JOBS_TEXT.search}
        type="search"
        name="q"
        defaultValue={filters.q}
        maxLength={80}
        placeholder={JOBS_TEXT.searchHint}
        small
        frameClassName="lg:col-span-2"
      />
      <Select id="jobs-area" name="area" label={JOBS_TEXT.area} value={filters.area} options={JOB_AREAS} />
      <Select
        id="jobs-location"
        name="location"
        label={JOBS_TEXT.location}
        value={filters.location}
        options={locations.map((place) => ({ value: place, label: place }))}
      />
      <Select id="jobs-type" name="type" label={JOBS_TEXT.type} value={filters.type} options={EMPLOYMENT_TYPES} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
        <Button type="submit">{JOBS_TEXT.apply}</Button>
        <Link href={JOBS_PATH} className="rounded-md border border-border px-4 py-2 font-semibold hover:bg-muted">
          {JOBS_TEXT.clear}
        </Link>
      </div>
    </form>
  );
}
