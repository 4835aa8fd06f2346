import { AUDIT_ACTION_LABELS, AUDIT_COPY } from "@/lib/content/audit";
import type { AuditRow } from "@/lib/features/audit";
import { AdminTable } from "./admin-table";

const label = (action: string) => AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS] ?? action;

/** The audit events of one page; a record links to its page in the area when it has one. */
export function AuditTable({ rows, summary }: { rows: AuditRow[]; summary: string }) {
  return (
    <AdminTable caption={`${AUDIT_COPY.caption} ${summary}`} columns={AUDIT_COPY.columns} empty={AUDIT_COPY.empty} rowCount={rows.length}>
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-border">
          <td className="whitespace-nowrap px-3 py-2">
            <time dateTime={row.at.toISOString()}>{row.at.toISOString().slice(0, 16).replace("T", " ")} UTC</time>
          </td>
          <td className="px-3 py-2">{row.actorEmail}</td>
          <td className="px-3 py-2">{label(row.action)}</td>
          <td className="px-3 py-2">
            {row.recordKind} <span className="font-mono text-xs">{row.recordId}</span>
          </td>
          <td className="px-3 py-2">{row.detail ?? ""}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
