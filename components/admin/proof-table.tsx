import Link from "next/link";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";
import type { ProofKind } from "@/lib/content/proof";
import type { ProofListRow } from "@/lib/features/proof/manage";
import { AdminSection } from "./admin-section";
import { Table, tableRow } from "@/components/ui/table";
import { Button, buttonVariants } from "@/components/ui/button";

/** One small form post that moves a row; answered with a redirect back to the list. */
function MoveButton({
  kind,
  row,
  action,
  disabled,
}: {
  kind: ProofKind;
  row: ProofListRow;
  action: "up" | "down";
  disabled: boolean;
}) {
  return (
    <form method="post" action={`/api/admin/proof/${kind}/${row.id}/action`}>
      <input type="hidden" name="action" value={action} />
      <Button
        type="submit"
        disabled={disabled}
        aria-label={ADMIN_PROOF.moveLabel(action, row.name)}
        variant="outline"
        className="px-3 py-1 font-medium disabled:opacity-50"
      >
        {ADMIN_PROOF.actions[action]}
      </Button>
    </form>
  );
}

/** A kind's rows in the site's order: name (to its editor), status, and moves up and down. */
export function ProofTable({ kind, rows }: { kind: ProofKind; rows: ProofListRow[] }) {
  const copy = ADMIN_PROOF.kinds[kind];
  return (
    <AdminSection id={kind} title={copy.title}>
      <Link href={`/admin/proof/${kind}/new`} className={buttonVariants()}>
        {copy.newLink}
      </Link>
      <Table caption={copy.caption} columns={ADMIN_PROOF.columns} empty={copy.empty} rowCount={rows.length}>
        {rows.map((row, index) => (
          <tr key={row.id} className={tableRow}>
            <th scope="row" className="px-3 py-2 font-medium">
              <Link href={`/admin/proof/${kind}/${row.id}`} className="text-primary underline-offset-2 hover:underline">
                {row.name}
              </Link>
            </th>
            <td className="px-3 py-2">{ADMIN_PROOF.status[row.status] ?? row.status}</td>
            <td className="px-3 py-2">
              <div className="flex gap-2">
                <MoveButton kind={kind} row={row} action="up" disabled={index === 0} />
                <MoveButton kind={kind} row={row} action="down" disabled={index === rows.length - 1} />
              </div>
            </td>
          </tr>
        ))}
      </Table>
    </AdminSection>
  );
}
