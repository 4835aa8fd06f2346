// /admin/export/<list>.csv and /admin/export/audit.csv: a list of the operator area or the audit
// trail, with the page's filters (?q=&status=&from=&to=) applied, streamed as CSV a batch at a time.
// A whole list leaves the site: it needs a recent second factor, and a stale one comes back to the page.
import "server-only";
import { AUDIT_COPY } from "../../content/audit";
import { notFound } from "../../core/errors";
import { AUDIT_ACTIONS, recordAudit } from "../audit";
import { assertRecentFactor, type SessionUser } from "../auth";
import { auditCsvBatches } from "./audit-records";
import { csvRow, type CsvCell } from "./csv";
import { dayOf } from "./dates";
import { createdRange, filterQuery, parseFilters, type ListFilters } from "./filters";
import { findList } from "./lists";

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
function exportOf(name: string, params: URLSearchParams, me: string) {
  if (name === "audit") {
    const filters = parseFilters(params, AUDIT_ACTIONS);
    const rows = auditCsvBatches({ action: filters.status, actor: filters.q, at: createdRange(filters) });
    return { key: "audit", page: "/admin/audit", filters, columns: AUDIT_COPY.csvColumns, rows };
  }
  const list = findList(name);
  if (!list) throw notFound();
  const filters: ListFilters = {
    ...parseFilters(
      params,
      list.statusFilter.options.map((option) => option.value),
    ),
    me,
  };
  return {
    key: list.key,
    page: `/admin/${list.key}`,
    filters,
    columns: list.exportColumns,
    rows: list.exportBatches(filters),
  };
}

/** The CSV a file name (`<list>.csv`) and the request's filters ask for, and its download name; in the audit trail. */
export async function exportListCsv(operator: SessionUser, request: Request, fileName: string) {
  const match = /^([a-z-]+)\.csv$/.exec(fileName);
  if (!match?.[1]) throw notFound();
  const file = exportOf(match[1], new URL(request.url).searchParams, operator.id);
  assertRecentFactor(operator, request, `${file.page}${filterQuery(file.filters)}`);
  // The filters, not the search words: those may be a person's name or address.
  const { filters } = file;
  const detail = `${filterQuery({ ...filters, q: "", page: 1 }) || "all rows"}${filters.q ? " (searched)" : ""}`;
  await recordAudit(operator, "csv-export", { kind: file.key, id: "list" }, detail);
  return { body: csvStream(file.columns, file.rows), name: `${file.key}-${dayOf(new Date())}.csv` };
}
