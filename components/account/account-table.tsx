import type { ReactNode } from "react";

/** A cell of an account table, heading or data. */
export const ACCOUNT_CELL = "border-b border-border px-3 py-2 text-left align-top";

/** A table of the visitor's own records (My applications, My blog posts): caption, column headings, rows. */
export function AccountTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={`${ACCOUNT_CELL} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
