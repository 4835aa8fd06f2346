import { Link } from "@/components/ui/link";
import { JOBS_PATH, JOBS_TEXT } from "@/lib/content/jobs";
import { jobFilterQuery, JOBS_PAGE_SIZE, type JobFilters } from "@/lib/validation/jobs";

const pager = "rounded-md border border-border px-5 py-2 font-semibold hover:bg-muted";

/** Previous / next pages of the filtered list, keeping the filters. */
export function JobPager({ filters, total }: { filters: JobFilters; total: number }) {
  const pages = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  if (pages <= 1) return null;
  const href = (page: number) => `${JOBS_PATH}${jobFilterQuery(filters, page)}`;
  return (
    <nav aria-label={JOBS_TEXT.pagination} className="mt-10 flex items-center justify-between gap-4">
      {filters.page > 1 ? (
        <Link href={href(filters.page - 1)} rel="prev" className={pager}>
          {JOBS_TEXT.previous}
        </Link>
      ) : (
        <span />
      )}
      <p>{JOBS_TEXT.page(Math.min(filters.page, pages), pages)}</p>
      {filters.page < pages ? (
        <Link href={href(filters.page + 1)} rel="next" className={pager}>
          {JOBS_TEXT.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
