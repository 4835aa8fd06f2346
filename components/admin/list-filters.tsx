import { filterQuery, type ListFilters } from "@/lib/features/admin/filters";
import type { AdminList } from "@/lib/features/admin/lists";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { SearchField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";

export type JobChoice = { id: string; title: string; location: string };

/** The job applied for, as a filter (the list of applications and their board). */
export function JobFilterField({ id, jobs, value }: { id: string; jobs: JobChoice[]; value: string }) {
  return (
    <div className="lg:col-span-2">
      <SelectField
        id={id}
        label={ADMIN_JOBS.jobFilter}
        name="job"
        defaultValue={value}
        options={[
          { value: "", label: ADMIN_JOBS.allJobs },
          ...jobs.map((job) => ({ value: job.id, label: `${job.title} (${job.location})` })),
        ]}
      />
    </div>
  );
}

/** A list's filters (see FilterForm); `jobs`: offered as a filter on the list of applications (the job applied for). */
export function ListFilterForm({ list, filters, jobs }: { list: AdminList; filters: ListFilters; jobs?: JobChoice[] }) {
  const { statusFilter, topicFilter } = list;
  return (
    <FilterForm
      label={`Filter ${list.title.toLowerCase()}`}
      columns={5}
      clearHref={`/admin/${list.key}`}
      exportLink={{ href: `/admin/export/${list.key}.csv${filterQuery(filters, { page: 1 })}`, label: "Export CSV" }}
    >
      <div className="lg:col-span-2">
        <SearchField id="filter-q" label={list.searchLabel} defaultValue={filters.q} />
      </div>
      <SelectField
        id="filter-status"
        label={statusFilter.label}
        name="status"
        defaultValue={filters.status}
        options={[{ value: "", label: "All" }, ...statusFilter.options]}
      />
      {topicFilter && (
        <SelectField
          id="filter-topic"
          label={topicFilter.label}
          name="topic"
          defaultValue={filters.topic ?? ""}
          options={[{ value: "", label: topicFilter.all }, ...topicFilter.options]}
        />
      )}
      {jobs && <JobFilterField id="filter-job" jobs={jobs} value={filters.job} />}
      <DateRangeFields idPrefix="filter" from={filters.from} to={filters.to} />
    </FilterForm>
  );
}
