import { csvRow } from "@/lib/features/admin/csv";
import { dayOf } from "@/lib/features/admin/dates";
import { attachment } from "@/lib/features/admin/download";
import { filterQuery, parseFilters } from "@/lib/features/admin/filters";
import { findList, type AdminList } from "@/lib/features/admin/lists";
import { recordAudit } from "@/lib/features/audit";
import { assertRecentFactor } from "@/lib/features/auth/recent-factor";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { notFound, route } from "@/lib/core/http";
import type { ListFilters } from "@/lib/features/admin/filters";

type Context = { params: Promise<{ file: string }> };

/** The list as CSV, a batch of rows at a time; a BOM so spreadsheet programs read UTF-8. */
function csvStream(list: AdminList, filters: ListFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = list.exportBatches(filters)[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(list.exportColumns)}`));
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

// /admin/export/<list>.csv, with the list page's filters (?q=&status=&from=&to=) applied. A whole
// list leaves the site: it needs a recent second factor, and a stale one comes back to the list.
export const GET = route<Context>(async (request, { params }) => {
  const operator = await requireOperatorApi(request);
  const match = /^([a-z-]+)\.csv$/.exec((await params).file);
  const list = match?.[1] ? findList(match[1]) : null;
  if (!list) throw notFound();
  const filters = parseFilters(new URL(request.url).searchParams, list.statusFilter.options.map((option) => option.value));
  assertRecentFactor(operator, request, `/admin/${list.key}${filterQuery(filters)}`);
  // The filters, not the search words: those may be a person's name or address.
  await recordAudit(operator, "csv-export", { kind: list.key, id: "list" }, `${filterQuery({ ...filters, q: "", page: 1 }) || "all rows"}${filters.q ? " (searched)" : ""}`);
  return attachment(csvStream(list, filters), `${list.key}-${dayOf(new Date())}.csv`, "text/csv; charset=utf-8");
});
