import Link from "next/link";
import { filterQuery, PAGE_SIZE, type ListFilters } from "@/lib/features/admin/filters";

/** `total` rows at `pageSize` a page (the lists' PAGE_SIZE unless given); links that work without JavaScript. */
export function Pagination({
  basePath,
  filters,
  total,
  pageSize = PAGE_SIZE,
}: {
  basePath: string;
  filters: ListFilters;
  total: number;
  pageSize?: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = "rounded-md border border-border px-3 py-2 font-medium hover:bg-muted";
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      {filters.page > 1 ? (
        <Link href={`${basePath}${filterQuery(filters, { page: filters.page - 1 })}`} className={link} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {Math.min(filters.page, pages)} of {pages}
      </p>
      {filters.page < pages ? (
        <Link href={`${basePath}${filterQuery(filters, { page: filters.page + 1 })}`} className={link} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
