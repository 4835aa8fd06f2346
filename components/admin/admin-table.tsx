import type { ReactNode } from "react";

type Props = { caption: string; columns: readonly string[]; empty?: string; rowCount: number; children: ReactNode };

/** The operator area's table: a note when there is no row (if one is given), else a scrolling frame with its caption, column heads and the rows given. */
export function AdminTable({ caption, columns, empty, rowCount, children }: Props) {
  if (rowCount === 0 && empty !== undefined) return <p className="rounded-lg border border-border p-6 text-muted-foreground">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
