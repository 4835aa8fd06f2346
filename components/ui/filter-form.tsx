import { variants } from "./variants";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "./button";
import { ButtonLink } from "./button-link";
import { FormField } from "./form-field";

const grid = variants("grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 [&_label]:text-sm", {
  variants: { columns: { 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" } },
});

const actions = variants("flex flex-wrap items-center gap-3 sm:col-span-2", {
  variants: { columns: { 4: "lg:col-span-4", 5: "lg:col-span-5" } },
});

type Props = {
  /** The search landmark's name ("Filter audit trail"). */
  label: string;
  columns: 4 | 5;
  /** The list without filters. */
  clearHref: string;
  /** The same rows as a file, with the filters applied (a board has none). */
  exportLink?: { href: string; label: string };
  children: ReactNode;
};

/**
 * A list's filters as a GET form: they end up in the URL, so the page, its links and the export
 * share them, with or without JavaScript. The fields first, then Filter, Clear filters and the export.
 */
export function FilterForm({ label, columns, clearHref, exportLink, children }: Props) {
  return (
    <form method="get" role="search" aria-label={label} className={grid({ columns })}>
      {children}
      <div className={actions({ columns })}>
        <Button type="submit">Filter</Button>
        <ButtonLink href={clearHref} variant="outline" size="md">
          Clear filters
        </ButtonLink>
        {/* A file, not a page: a plain link. */}
        {exportLink && (
          <a href={exportLink.href} className={buttonVariants({ variant: "outline" })}>
            {exportLink.label}
          </a>
        )}
      </div>
    </form>
  );
}

/** The "created between" pair of every filter form: From and To, as dates. */
export function DateRangeFields({ idPrefix, from, to }: { idPrefix: string; from?: string; to?: string }) {
  return (
    <>
      <FormField id={`${idPrefix}-from`} label="From" type="date" name="from" defaultValue={from} />
      <FormField id={`${idPrefix}-to`} label="To" type="date" name="to" defaultValue={to} />
    </>
  );
}
