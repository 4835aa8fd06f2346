import { Table, tableRow } from "@/components/ui/table";
import type { PageVital } from "@/lib/features/admin/vitals";
import {
  formatVital,
  rateVital,
  VITAL_FACTS,
  VITAL_METRICS,
  VITAL_RATING_LABELS,
  VITALS_COPY,
  type VitalRating,
} from "@/lib/content/vitals";

// The rating's colour, with its name written out too: colour is never the only cue.
export const RATING_CLASSES: Record<VitalRating, string> = {
  good: "bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-100",
  "needs-improvement": "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  poor: "bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100",
};

/** One row per page, one cell per metric: its p75 over the window, rating and number of views. */
export function VitalsTable({ vitals }: { vitals: PageVital[] }) {
  const routes = [...new Set(vitals.map((vital) => vital.route))];
  const cell = (route: string, metric: (typeof VITAL_METRICS)[number]) =>
    vitals.find((v) => v.route === route && v.metric === metric);
  return (
    // Nothing in the table takes focus, so its scrolling frame does: a phone's keyboard user can scroll it.
    <Table
      caption={VITALS_COPY.title}
      region={VITALS_COPY.title}
      columns={[
        VITALS_COPY.pageHeader,
        ...VITAL_METRICS.map((metric) => (
          <abbr key={metric} title={VITAL_FACTS[metric].label}>
            {metric}
          </abbr>
        )),
      ]}
      empty={VITALS_COPY.empty}
      rowCount={vitals.length}
      data-testid="vitals-table"
    >
      {routes.map((route) => (
        <tr key={route} className={tableRow}>
          <th scope="row" className="px-3 py-2 font-mono font-medium">
            {route}
          </th>
          {VITAL_METRICS.map((metric) => {
            const vital = cell(route, metric);
            if (!vital)
              return (
                <td key={metric} className="px-3 py-2 text-muted-foreground">
                  –
                </td>
              );
            const rating = rateVital(metric, vital.p75);
            return (
              <td
                key={metric}
                className={`px-3 py-2 ${RATING_CLASSES[rating]}`}
                data-metric={metric}
                data-rating={rating}
              >
                <span className="block font-semibold">{formatVital(metric, vital.p75)}</span>
                <span className="block text-xs">
                  {VITAL_RATING_LABELS[rating]} · {vital.views} {VITALS_COPY.viewsCaption}
                </span>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}
