import { filterQuery, type ListFilters } from "@/lib/features/admin/filters";
import type { AdminList } from "@/lib/features/admin/lists";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { OWNER_FILTER, WORK_TEXT } from "@/lib/content/workspace-record";
import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { SearchField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";

export type JobChoice = { id: string; title: string; location: string };
type Choice = { value: string; label: string };
/** The work item's filters: the pipeline's stages and the operators. */
type WorkChoices = { stages: Choice[]; operators: Choice[] };

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

/** A list's choice filters, in order: each led by the choice that filters nothing (`all`). */
type ChoiceFilter = {
  name: "status" | "topic" | "stage" | "owner";
  label: string;
  all: string;
  options: readonly Choice[];
};

function choiceFilters({ statusFilter, topicFilter }: AdminList, work: WorkChoices | undefined): ChoiceFilter[] {
  const owners: Choice[] = [
    { value: OWNER_FILTER.mine, label: WORK_TEXT.mine },
    { value: OWNER_FILTER.unassigned, label: WORK_TEXT.unassigned },
    ...(work?.operators ?? []),
  ];
  return [
    { name: "status", label: statusFilter.label, all: "All", options: statusFilter.options },
    ...(topicFilter ? [{ name: "topic" as const, ...topicFilter }] : []),
    ...(work
      ? [
          { name: "stage" as const, label: WORK_TEXT.stageFilter, all: WORK_TEXT.allStages, options: work.stages },
          { name: "owner" as const, label: WORK_TEXT.ownerFilter, all: WORK_TEXT.anyOwner, options: owners },
        ]
      : []),
  ];
}

/** A list's filters (see FilterForm); `jobs`: offered as a filter on the list of applications (the job applied for). */
export function ListFilterForm({
  list,
  filters,
  jobs,
  work,
}: {
  list: AdminList;
  filters: ListFilters;
  jobs?: JobChoice[];
  work?: WorkChoices;
}) {
  return (
    <FilterForm
      label={`Filter ${list.title.toLowerCase()}`}
      columns={5}
      clearHref={`/admin/${list.key}`}
      exportLink={{ href: `/admin/export/${list.key}.csv${filterQuery(filters, { page: 1 })}`, label: "Export CSV" }}
    >
      <SearchField id="filter-q" label={list.searchLabel} defaultValue={filters.q} frameClassName="lg:col-span-2" />
      {choiceFilters(list, work).map(({ name, label, all, options }) => (
        <SelectField
          key={name}
          id={`filter-${name}`}
          label={label}
          name={name}
          defaultValue={filters[name] ?? ""}
          options={[{ value: "", label: all }, ...options]}
        />
      ))}
      {jobs && <JobFilterField id="filter-job" jobs={jobs} value={filters.job} />}
      <DateRangeFields idPrefix="filter" from={filters.from} to={filters.to} />
    </FilterForm>
  );
}
