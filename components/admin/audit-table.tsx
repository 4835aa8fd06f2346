import Link from "next/link";
import { AUDIT_COPY, auditActionLabel } from "@/lib/content/audit";
import type { AuditRecordView } from "@/lib/features/admin/audit-records";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { AuditRow } from "@/lib/features/audit";
import { Table, tableRow } from "@/components/ui/table";

type Props = { rows: AuditRow[]; records: Map<string, AuditRecordView>; summary: string };

/** The audit events of one page; a record is named by its title and links to its page while it exists. */
export function AuditTable({ rows, records, summary }: Props) {
  return (
    <Table
      caption={`${AUDIT_COPY.caption} ${summary}`}
      columns={AUDIT_COPY.columns}
      empty={AUDIT_COPY.empty}
      rowCount={rows.length}
    >
      {rows.map((row) => {
        const record = records.get(`${row.recordKind}:${row.recordId}`);
        return (
          <tr key={row.id} className={tableRow}>
            <td className="whitespace-nowrap px-3 py-2">
              <time dateTime={row.at.toISOString()}>{formatDateTime(row.at)}</time>
            </td>
            <td className="px-3 py-2">{row.actorEmail}</td>
            <td className="px-3 py-2">{auditActionLabel(row.action)}</td>
            <td className="px-3 py-2 break-words">
              {record?.href ? (
                <Link href={record.href} className="text-primary underline-offset-2 hover:underline">
                  {record.title}
                </Link>
              ) : (
                (record?.title ?? `${row.recordKind} ${row.recordId}`)
              )}
            </td>
            <td className="px-3 py-2">{row.detail ?? ""}</td>
          </tr>
        );
      })}
    </Table>
  );
}
