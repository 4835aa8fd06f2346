import type { ReactNode } from "react";
import { Table, tableCell } from "@/components/ui/table";

/** A cell of an account table, heading or data. */
export const ACCOUNT_CELL = tableCell({ look: "ruled" });

/** A table of the visitor's own records (My applications, My blog posts): caption, column headings, rows. */
export function AccountTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <Table look="ruled" caption={caption} columns={columns}>
      {children}
    </Table>
  );
}
