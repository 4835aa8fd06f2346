import { AUDIT_COPY } from "@/lib/content/audit";
import { auditCsvBatches } from "@/lib/features/admin/audit-records";
import { csvRow, type CsvCell } from "@/lib/features/admin/csv";
import { createdRange, filterQuery, parseFilters, type ListFilters } from "@/lib/features/admin/filters";
import { dayOf } from "@/lib/features/admin/dates";
import { attachment } from "@/lib/features/admin/download";
import { findList } from "@/lib/features/admin/lists";
import { AUDIT_ACTIONS, recordAudit } from "@/lib/features/audit";
import { assertRecentFactor } from "@/lib/features/auth/recent-factor";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { notFound, route } from "@/lib/core/http";

type Context = { params: Promise<{ file: string }> };

/** Rows as CSV, a batch at a time; a BOM so spreadsheet programs read UTF-8. */
function csvStream(columns: readonly string[], rows: AsyncIterable<CsvCell[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(columns)}`));
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}

/** What a file name exports: a list of the operator area, or the audit trail (/admin/audit's filters). */
function exportOf(name: string, params: URLSearchParams) {
  if (name === "audit") {
    const filters = parseFilters(params, AUDIT_ACTIONS);
    const rows = auditCsvBatches({ action: filters.status, actor: filters.q, at: createdRange(filters) });
    return { key: "audit", page: "/admin/audit", filters, columns: AUDIT_COPY.csvColumns, rows };
  }
  const list = findList(name);
  if (!list) throw notFound();
  const filters: ListFilters = parseFilters(params, list.statusFilter.options.map((option) => option.value));
  return { key: list.key, page: `/admin/${list.key}`, filters, columns: list.exportColumns, rows: list.exportBatches(filters) };
}

// /admin/export/<list>.csv and /admin/export/audit.csv, with the page's filters (?q=&status=&from=&to=)
// applied. A whole list leaves the site: it needs a recent second factor, and a stale one comes back to the page.
export const GET = route<Context>(async (request, { params }) => {
  const operator = await requireOperatorApi(request);
  const match = /^([a-z-]+)\.csv$/.exec((await params).file);
  if (!match?.[1]) throw notFound();
  const file = exportOf(match[1], new URL(request.url).searchParams);
  assertRecentFactor(operator, request, `${file.page}${filterQuery(file.filters)}`);
  // The filters, not the search words: those may be a person's name or address.
  const { filters } = file;
  await recordAudit(operator, "csv-export", { kind: file.key, id: "list" }, `${filterQuery({ ...filters, q: "", page: 1 }) || "all rows"}${filters.q ? " (searched)" : ""}`);
  return attachment(csvStream(file.columns, file.rows), `${file.key}-${dayOf(new Date())}.csv`, "text/csv; charset=utf-8");
});
