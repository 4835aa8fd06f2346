import Link from "next/link";
import { filterQuery, type ListFilters } from "@/lib/features/admin/filters";
import type { AdminList } from "@/lib/features/admin/lists";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";

const field = "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2";

/** A GET form: the filters end up in the URL, so the page, its links and the export share them. */
type JobChoice = { id: string; title: string; location: string };

/** `jobs`: offered as a filter on the list of applications (the job applied for). */
export function ListFilterForm({ list, filters, jobs }: { list: AdminList; filters: ListFilters; jobs?: JobChoice[] }) {
  const exportHref = `/admin/export/${list.key}.csv${filterQuery(filters, { page: 1 })}`;
  return (
    <form method="get" role="search" aria-label={`Filter ${list.title.toLowerCase()}`} className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-5">
      <div className="lg:col-span-2">
        <label htmlFor="filter-q" className="block text-sm font-medium">
          {list.searchLabel}
        </label>
        <input id="filter-q" type="search" name="q" defaultValue={filters.q} maxLength={100} className={field} />
      </div>
      <div>
        <label htmlFor="filter-status" className="block text-sm font-medium">
          {list.statusFilter.label}
        </label>
        <select id="filter-status" name="status" defaultValue={filters.status} className={field}>
          <option value="">All</option>
          {list.statusFilter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {list.topicFilter && (
        <div>
          <label htmlFor="filter-topic" className="block text-sm font-medium">
            {list.topicFilter.label}
          </label>
          <select id="filter-topic" name="topic" defaultValue={filters.topic ?? ""} className={field}>
            <option value="">{list.topicFilter.all}</option>
            {list.topicFilter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {jobs && (
        <div className="lg:col-span-2">
          <label htmlFor="filter-job" className="block text-sm font-medium">
            {ADMIN_JOBS.jobFilter}
          </label>
          <select id="filter-job" name="job" defaultValue={filters.job} className={field}>
            <option value="">{ADMIN_JOBS.allJobs}</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {`${job.title} (${job.location})`}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="filter-from" className="block text-sm font-medium">
          From
        </label>
        <input id="filter-from" type="date" name="from" defaultValue={filters.from} className={field} />
      </div>
      <div>
        <label htmlFor="filter-to" className="block text-sm font-medium">
          To
        </label>
        <input id="filter-to" type="date" name="to" defaultValue={filters.to} className={field} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:opacity-90">
          Filter
        </button>
        <Link href={`/admin/${list.key}`} className="rounded-md border border-border px-4 py-2 font-semibold hover:bg-muted">
          Clear filters
        </Link>
        <a href={exportHref} className="rounded-md border border-border px-4 py-2 font-semibold hover:bg-muted">
          Export CSV
        </a>
      </div>
    </form>
  );
}
