import Link from "next/link";
import { AdminSection } from "@/components/admin/admin-section";
import { cn } from "@/components/ui/cn";
import { Table, tableCell, tableRow } from "@/components/ui/table";
import {
  PROMISE_DASHBOARD as TEXT,
  PROMISE_TEXT,
  WORKING_HOURS_PATH,
  durationText,
  kindLabel,
} from "@/lib/content/workspace-promise";
import type { KindAnswerTime, OwnerDue } from "@/lib/features/workspace/promise-figures";

type Props = { owners: OwnerDue[]; times: KindAnswerTime[] };

/** The dashboard's reply promise: what is overdue and due today by owner, and the median first answer per kind. */
export function PromiseSection({ owners, times }: Props) {
  return (
    <AdminSection id="promise-heading" title={TEXT.title} intro={TEXT.intro(PROMISE_TEXT)}>
      <h3 className="pt-2 text-xl font-bold">{TEXT.byOwner}</h3>
      <Table
        caption={TEXT.byOwner}
        columns={[TEXT.owner, TEXT.overdue, TEXT.dueToday]}
        empty={TEXT.nothingDue}
        rowCount={owners.length}
        region={TEXT.byOwner}
      >
        {owners.map((row) => (
          <tr key={row.ownerId ?? "unassigned"} className={tableRow}>
            <th scope="row" className={cn(tableCell(), "font-semibold")}>
              {row.ownerName ?? TEXT.unassigned}
            </th>
            <td className={cn(tableCell(), row.overdue > 0 ? "font-semibold text-danger" : "")}>{row.overdue}</td>
            <td className={tableCell()}>{row.dueToday}</td>
          </tr>
        ))}
      </Table>
      <h3 className="pt-4 text-xl font-bold">{TEXT.medianTitle}</h3>
      <Table
        caption={TEXT.medianTitle}
        columns={[TEXT.kind, TEXT.answered, TEXT.median, TEXT.promise]}
        empty={TEXT.noneReceived}
        rowCount={times.length}
        region={TEXT.medianTitle}
      >
        {times.map((row) => (
          <tr key={row.kind} className={tableRow}>
            <th scope="row" className={cn(tableCell(), "font-semibold")}>
              {kindLabel(row.kind)}
            </th>
            <td className={tableCell()}>{TEXT.answeredOf(row.answered, row.received)}</td>
            <td className={tableCell()}>{row.medianMs === null ? TEXT.none : durationText(row.medianMs)}</td>
            <td className={tableCell()}>{TEXT.oneBusinessDay}</td>
          </tr>
        ))}
      </Table>
      <Link href={WORKING_HOURS_PATH} className="inline-block font-medium underline">
        {TEXT.settingsLink}
      </Link>
    </AdminSection>
  );
}
