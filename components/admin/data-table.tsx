import Link from "next/link";
import { ADMIN_AREA } from "@/lib/content/admin";
import { WORK_TEXT } from "@/lib/content/workspace-record";
import type { AdminList } from "@/lib/features/admin/lists";
import type { ListPage } from "@/lib/features/admin/lists/types";
import { Table, tableRow } from "@/components/ui/table";

/**
 * A list's page of rows; the first cell of each row opens the record. `selectFor`: the id of the
 * bulk form elsewhere on the page that each row's checkbox belongs to (it works without JavaScript).
 */
export function DataTable({
  list,
  page,
  caption,
  selectFor,
}: {
  list: AdminList;
  page: ListPage;
  caption: string;
  selectFor?: string;
}) {
  const columns = selectFor ? [WORK_TEXT.bulkColumn, ...list.columns] : list.columns;
  return (
    <Table caption={caption} columns={columns} empty={ADMIN_AREA.noResults} rowCount={page.rows.length}>
      {page.rows.map((row) => (
        <tr key={row.id} className={tableRow}>
          {selectFor && (
            <td className="px-3 py-2">
              <input
                type="checkbox"
                name="ids"
                value={row.id}
                form={selectFor}
                className="h-4 w-4"
                aria-label={WORK_TEXT.bulkSelect(String(row.cells[0] ?? row.id))}
              />
            </td>
          )}
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
