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

/** One of a list's choice filters (`filter-<name>`), led by the choice that filters nothing. */
function ChoiceFilter({
  name,
  label,
  all,
  value,
  options,
}: {
  name: string;
  label: string;
  all: string;
  value: string | undefined;
  options: readonly Choice[];
}) {
  return (
    <SelectField
      id={`filter-${name}`}
      label={label}
      name={name}
      defaultValue={value ?? ""}
      options={[{ value: "", label: all }, ...options]}
    />
  );
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
  const { statusFilter, topicFilter } = list;
  return (
    <FilterForm
      label={`Filter ${list.title.toLowerCase()}`}
      columns={5}
      clearHref={`/admin/${list.key}`}
      exportLink={{ href: `/admin/export/${list.key}.csv${filterQuery(filters, { page: 1 })}`, label: "Export CSV" }}
    >
      <SearchField id="filter-q" label={list.searchLabel} defaultValue={filters.q} frameClassName="lg:col-span-2" />
      <ChoiceFilter
        name="status"
        label={statusFilter.label}
        all="All"
        value={filters.status}
        options={statusFilter.options}
      />
      {topicFilter && (
        <ChoiceFilter
          name="topic"
          label={topicFilter.label}
          all={topicFilter.all}
          value={filters.topic}
          options={topicFilter.options}
        />
      )}
      {work && (
        <>
          <ChoiceFilter
            name="stage"
            label={WORK_TEXT.stageFilter}
            all={WORK_TEXT.allStages}
            value={filters.stage}
            options={work.stages}
          />
          <ChoiceFilter
            name="owner"
            label={WORK_TEXT.ownerFilter}
            all={WORK_TEXT.anyOwner}
            value={filters.owner}
            options={[
              { value: OWNER_FILTER.mine, label: WORK_TEXT.mine },
              { value: OWNER_FILTER.unassigned, label: WORK_TEXT.unassigned },
              ...work.operators,
            ]}
          />
        </>
      )}
      {jobs && <JobFilterField id="filter-job" jobs={jobs} value={filters.job} />}
      <DateRangeFields idPrefix="filter" from={filters.from} to={filters.to} />
    </FilterForm>
  );
}
