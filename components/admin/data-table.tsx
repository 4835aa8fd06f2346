import Link from "next/link";
import { ADMIN_AREA } from "@/lib/content/admin";
import type { AdminList } from "@/lib/features/admin/lists";
import type { ListPage } from "@/lib/features/admin/lists/types";
import { Table, tableRow } from "@/components/ui/table";

/** A list's page of rows; the first cell of each row opens the record. */
export function DataTable({ list, page, caption }: { list: AdminList; page: ListPage; caption: string }) {
  return (
    <Table caption={caption} columns={list.columns} empty={ADMIN_AREA.noResults} rowCount={page.rows.length}>
      {page.rows.map((row) => (
        <tr key={row.id} className={tableRow}>
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
    </Table>
  );
}
