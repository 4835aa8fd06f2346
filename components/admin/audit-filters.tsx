import Link from "next/link";
import { AUDIT_ACTION_LABELS, AUDIT_COPY } from "@/lib/content/audit";
import { filterQuery, type ListFilters } from "@/lib/features/admin/filters";

const field = "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2";

/** A GET form over the audit trail: action, the operator's e-mail and a date range, all in the URL. */
export function AuditFilterForm({ filters }: { filters: ListFilters }) {
  return (
    <form method="get" role="search" aria-label={`Filter ${AUDIT_COPY.title.toLowerCase()}`} className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor="audit-action" className="block text-sm font-medium">
          {AUDIT_COPY.actionLabel}
        </label>
        <select id="audit-action" name="status" defaultValue={filters.status} className={field}>
          <option value="">{AUDIT_COPY.allActions}</option>
          {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-actor" className="block text-sm font-medium">
          {AUDIT_COPY.actorLabel}
        </label>
        <input id="audit-actor" type="search" name="q" defaultValue={filters.q} maxLength={100} className={field} />
      </div>
      <div>
        <label htmlFor="audit-from" className="block text-sm font-medium">
          From
        </label>
        <input id="audit-from" type="date" name="from" defaultValue={filters.from} className={field} />
      </div>
      <div>
        <label htmlFor="audit-to" className="block text-sm font-medium">
          To
        </label>
        <input id="audit-to" type="date" name="to" defaultValue={filters.to} className={field} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:opacity-90">
          Filter
        </button>
        <Link href="/admin/audit" className="rounded-md border border-border px-4 py-2 font-semibold hover:bg-muted">
          Clear filters
        </Link>
        <a href={`/admin/export/audit.csv${filterQuery(filters, { page: 1 })}`} className="rounded-md border border-border px-4 py-2 font-semibold hover:bg-muted">
          {AUDIT_COPY.exportLink}
        </a>
      </div>
    </form>
  );
}
