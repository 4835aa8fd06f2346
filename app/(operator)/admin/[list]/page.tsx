import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { DataTable } from "@/components/admin/data-table";
import { ListFilterForm } from "@/components/admin/list-filters";
import { Pagination } from "@/components/admin/pagination";
import { filterQuery, PAGE_SIZE, parseFilters, type SearchParams } from "@/lib/features/admin/filters";
import { findList } from "@/lib/features/admin/lists";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { jobChoices } from "@/lib/features/jobs/manage";
import { BULK_FORM_ID, BulkForm, bulkNotice } from "@/components/admin/bulk-form";
import { NoticeLines } from "@/components/ui/notice-lines";
import { workKindOfList } from "@/lib/content/workspace-record";
import { workFilterChoices } from "@/lib/features/admin/work-filter";

/** What the bulk form brought back: how many changed, or its problem (not filters: the tidy URL keeps them apart). */
const BULK_KEYS = ["bulk", "bulk-error"];

function queryOf(params: SearchParams): string {
  const text = new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value ?? ""]).map((v) => [key, v]),
    ),
  ).toString();
  return text ? `?${text}` : "";
}

type Props = { params: Promise<{ list: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: findList((await params).list)?.title ?? "Not found" };
}

export default async function ListPage({ params, searchParams }: Props) {
  const { list: key } = await params;
  const list = findList(key);
  const received = await searchParams;
  const filters = parseFilters(received, list?.statusFilter.options.map((option) => option.value) ?? []);
  const operator = await requireOperatorPage(`/admin/${key}${filterQuery(filters)}`);
  if (!list) notFound();
  // The filter form sends empty fields too: answer with the tidy URL, so it can be bookmarked.
  const tidy = filterQuery(filters);
  const asked = Object.fromEntries(Object.entries(received).filter(([name]) => !BULK_KEYS.includes(name)));
  if (tidy !== queryOf(asked)) redirect(`/admin/${list.key}${tidy}`);
  const kind = workKindOfList(list.key);
  const [page, jobs, work] = await Promise.all([
    list.page({ ...filters, me: operator.id }),
    list.byJob ? jobChoices() : undefined,
    kind ? workFilterChoices(kind) : undefined,
  ]);
  const bulk = bulkNotice(received);
  const first = page.total === 0 ? 0 : (filters.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page.total, filters.page * PAGE_SIZE);
  const summary = page.total === 0 ? "" : `Showing ${first}–${last} of ${page.total}`;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{list.title}</h1>
      <ListFilterForm list={list} filters={filters} jobs={jobs} work={work} />
      <NoticeLines notice={bulk.notice} error={bulk.error} />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {summary}
      </p>
      <DataTable
        list={list}
        page={page}
        caption={`${list.title}, newest first. ${summary}`}
        selectFor={kind && page.rows.length > 0 ? BULK_FORM_ID : undefined}
      />
      {kind && work && page.rows.length > 0 && <BulkForm kind={kind} back={`/admin/${list.key}${tidy}`} {...work} />}
      <Pagination basePath={`/admin/${list.key}`} filters={filters} total={page.total} />
    </div>
  );
}
