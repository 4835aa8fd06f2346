import type { Metadata } from "next";
import { AuditFilterForm } from "@/components/admin/audit-filters";
import { AuditTable } from "@/components/admin/audit-table";
import { Pagination } from "@/components/admin/pagination";
import { describeAuditRecords } from "@/lib/features/admin/audit-records";
import { createdRange, filterQuery, PAGE_SIZE, parseFilters, type SearchParams } from "@/lib/features/admin/filters";
import { AUDIT_ACTIONS, listAuditEvents } from "@/lib/features/audit";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { AUDIT_COPY } from "@/lib/content/audit";

export const metadata: Metadata = { title: AUDIT_COPY.title };

// The audit trail, filtered by action (?status=), the operator's e-mail (?q=) and dates (?from=&to=).
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const filters = parseFilters(await searchParams, AUDIT_ACTIONS);
  await requireOperatorPage(`/admin/audit${filterQuery(filters)}`);
  const { rows, total } = await listAuditEvents({
    action: filters.status,
    actor: filters.q,
    at: createdRange(filters),
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const records = await describeAuditRecords(rows);
  const first = total === 0 ? 0 : (filters.page - 1) * PAGE_SIZE + 1;
  const summary = total === 0 ? "" : `Showing ${first}–${first + rows.length - 1} of ${total}`;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{AUDIT_COPY.title}</h1>
      <p className="text-muted-foreground">{AUDIT_COPY.intro}</p>
      <AuditFilterForm filters={filters} />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {summary}
      </p>
      <AuditTable rows={rows} records={records} summary={summary} />
      <Pagination basePath="/admin/audit" filters={filters} total={total} />
    </div>
  );
}
