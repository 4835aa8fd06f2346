import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { DataTable } from "@/components/admin/data-table";
import { ListFilterForm } from "@/components/admin/list-filters";
import { Pagination } from "@/components/admin/pagination";
import { filterQuery, PAGE_SIZE, parseFilters, type SearchParams } from "@/lib/features/admin/filters";
import { findList } from "@/lib/features/admin/lists";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { jobChoices } from "@/lib/features/jobs/manage";

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
  await requireOperatorPage(`/admin/${key}${filterQuery(filters)}`);
  if (!list) notFound();
  // The filter form sends empty fields too: answer with the tidy URL, so it can be bookmarked.
  const tidy = filterQuery(filters);
  if (tidy !== queryOf(received)) redirect(`/admin/${list.key}${tidy}`);
  const [page, jobs] = await Promise.all([list.page(filters), list.byJob ? jobChoices() : undefined]);
  const first = page.total === 0 ? 0 : (filters.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page.total, filters.page * PAGE_SIZE);
  const summary = page.total === 0 ? "" : `Showing ${first}–${last} of ${page.total}`;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{list.title}</h1>
      <ListFilterForm list={list} filters={filters} jobs={jobs} />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {summary}
      </p>
      <DataTable list={list} page={page} caption={`${list.title}, newest first. ${summary}`} />
      <Pagination basePath={`/admin/${list.key}`} filters={filters} total={page.total} />
    </div>
  );
}
