import { PERSON_KIND_LABELS, PRIVACY_AREA } from "@/lib/content/admin-privacy";
import { Table, tableRow } from "@/components/ui/table";
import { Button } from "@/components/ui/button";
import { Labelled } from "@/components/ui/labelled";

const field = "mt-1 block w-full max-w-md rounded-md border border-border bg-background px-3 py-2";

export function PersonSearchForm({ email }: { email: string }) {
  return (
    <form method="post" action="/admin/privacy/search" role="search" className="flex flex-wrap items-end gap-3">
      <Labelled id="privacy-email" label={PRIVACY_AREA.searchLabel} className="grow">
        <input
          id="privacy-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={email}
          className={field}
        />
      </Labelled>
      <Button type="submit">{PRIVACY_AREA.searchButton}</Button>
    </form>
  );
}

export type KindCount = { kind: string; rows: number; files: number };

const COUNT_COLUMNS = [PRIVACY_AREA.kindHeader, PRIVACY_AREA.rowsHeader, PRIVACY_AREA.filesHeader];

export function PersonCounts({ counts }: { counts: KindCount[] }) {
  return (
    <Table caption={PRIVACY_AREA.rowsCaption} columns={COUNT_COLUMNS} rowCount={counts.length}>
      {counts.map((count) => (
        <tr key={count.kind} className={tableRow}>
          <th scope="row" className="px-3 py-2 font-medium">
            {PERSON_KIND_LABELS[count.kind] ?? count.kind}
          </th>
          <td className="px-3 py-2">{count.rows}</td>
          <td className="px-3 py-2">{count.files}</td>
        </tr>
      ))}
    </Table>
  );
}

export function ExportForm({ email }: { email: string }) {
  return (
    <form method="post" action="/admin/privacy/export" className="space-y-3">
      <input type="hidden" name="email" value={email} />
      <p className="text-sm text-muted-foreground">{PRIVACY_AREA.exportHint}</p>
      <Button type="submit">{PRIVACY_AREA.exportButton}</Button>
    </form>
  );
}

export function EraseForm({ email, mismatch }: { email: string; mismatch: boolean }) {
  return (
    <form method="post" action="/api/admin/privacy/erase" className="space-y-3">
      <input type="hidden" name="email" value={email} />
      <p id="erase-hint" className="text-sm text-muted-foreground">
        {PRIVACY_AREA.eraseHint}
      </p>
      <Labelled id="erase-confirm" label={PRIVACY_AREA.confirmLabel}>
        <input
          id="erase-confirm"
          name="confirm"
          type="text"
          required
          autoComplete="off"
          aria-describedby={mismatch ? "erase-hint erase-error" : "erase-hint"}
          aria-invalid={mismatch || undefined}
          className={field}
        />
        {mismatch && (
          <p id="erase-error" className="mt-1 font-semibold text-danger">
            {PRIVACY_AREA.confirmMismatch}
          </p>
        )}
      </Labelled>
      <Button type="submit" variant="danger" className="border-2 bg-background">
        {PRIVACY_AREA.eraseButton}
      </Button>
    </form>
  );
}

/** The export and erase forms of one person, side by side (the data requests page and the person page). */
export function PersonActions({ email, mismatch }: { email: string; mismatch: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="export-heading" className="rounded-lg border border-border p-5">
        <h3 id="export-heading" className="mb-3 text-xl font-bold">
          {PRIVACY_AREA.exportTitle}
        </h3>
        <ExportForm email={email} />
      </section>
      <section aria-labelledby="erase-heading" className="rounded-lg border border-border p-5">
        <h3 id="erase-heading" className="mb-3 text-xl font-bold">
          {PRIVACY_AREA.eraseTitle}
        </h3>
        <EraseForm email={email} mismatch={mismatch} />
      </section>
    </div>
  );
}
