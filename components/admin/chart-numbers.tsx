import type { ReactNode } from "react";
import { Table, tableCell, tableRow } from "@/components/ui/table";

type Props<R> = {
  summary: string;
  caption: string;
  /** The head of the first column, which names each row (a week, a day). */
  rowHeader: string;
  rows: R[];
  rowKey: (row: R) => string;
  rowLabel: (row: R) => string;
  columns: Array<{ label: string; value: (row: R) => ReactNode }>;
};

/** A chart's figures behind a "Show the numbers" toggle: one row per point in time, one column per figure. */
export function ChartNumbers<R>({ summary, caption, rowHeader, rows, rowKey, rowLabel, columns }: Props<R>) {
  const cell = tableCell({ look: "compact" });
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{summary}</summary>
      <Table look="compact" caption={caption} columns={[rowHeader, ...columns.map(({ label }) => label)]}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={tableRow}>
            <th scope="row" className={`${cell} font-medium`}>
              {rowLabel(row)}
            </th>
            {columns.map(({ label, value }) => (
              <td key={label} className={cell}>
                {value(row)}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </details>
  );
}
