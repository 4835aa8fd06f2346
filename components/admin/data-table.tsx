import Link from "next/link";
import { ADMIN_AREA } from "@/lib/content/admin";
import type { AdminList } from "@/lib/features/admin/lists";
import type { ListPage } from "@/lib/features/admin/lists/types";

/** A list's page of rows; the first cell of each row opens the record. */
export function DataTable({ list, page, caption }: { list: AdminList; page: ListPage; caption: string }) {
  if (page.rows.length === 0) return <p className="rounded-lg border border-border p-6 text-muted-foreground">{ADMIN_AREA.noResults}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {list.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 font-medium">
                    <Link href={`/admin/${list.key}/${row.id}`} className="text-primary underline-offset-2 hover:underline">
                      {cell ?? ""}
                    </Link>
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2">
                    {cell ?? ""}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
