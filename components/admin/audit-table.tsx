import { AUDIT_ACTION_LABELS, AUDIT_COPY } from "@/lib/content/audit";
import type { AuditRow } from "@/lib/features/audit";

const label = (action: string) => AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS] ?? action;

/** The audit events of one page; a record links to its page in the area when it has one. */
export function AuditTable({ rows, summary }: { rows: AuditRow[]; summary: string }) {
  if (rows.length === 0) return <p className="rounded-lg border border-border p-6 text-muted-foreground">{AUDIT_COPY.empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{`${AUDIT_COPY.caption} ${summary}`}</caption>
        <thead className="bg-muted">
          <tr>
            {AUDIT_COPY.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
