import { OPERATORS_COPY as copy } from "@/lib/content/operators";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { OperatorRow, PendingInvite } from "@/lib/features/operators";
import { AdminSection } from "./admin-section";
import { Table, tableRow } from "@/components/ui/table";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";

const cell = "px-3 py-2";

/** The operators with their two-step state; Remove is offered only while another operator would remain. */
export function OperatorsTable({ operators, selfId }: { operators: OperatorRow[]; selfId: string }) {
  const removable = operators.length > 1;
  return (
    <Table caption={copy.listCaption} columns={copy.columns} rowCount={operators.length}>
      {operators.map((operator) => (
        <tr key={operator.id} className={tableRow}>
          <th scope="row" className={`${cell} font-medium`}>
            {operator.name} {operator.id === selfId && <span className="text-muted-foreground">{copy.you}</span>}
          </th>
          <td className={cell}>{operator.email}</td>
          <td className={cell}>{operator.enrolled ? copy.enrolled : copy.notEnrolled}</td>
          <td className={cell}>
            {/* The first step only asks: the page then shows who takes their records (RemoveOperatorConfirm). */}
            {removable && (
              <a
                href={`/admin/operators?remove=${encodeURIComponent(operator.id)}`}
                className="inline-block rounded-md border border-border px-3 py-1 font-semibold hover:bg-muted"
              >
                {copy.remove(operator.email)}
              </a>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function InviteForm() {
  return (
    <section aria-labelledby="invite-heading" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="invite-heading" className="text-2xl font-bold">
        {copy.inviteTitle}
      </h2>
      <p className="text-muted-foreground">{copy.inviteIntro}</p>
      <form method="post" action="/api/admin/operators" className="flex flex-wrap items-end gap-3">
        <FormField
          id="invite-email"
          label={copy.inviteLabel}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="off"
          small
          frameClassName="min-w-64 flex-1"
        />
        <Button type="submit">{copy.inviteSubmit}</Button>
      </form>
    </section>
  );
}

export function PendingInvites({ invites }: { invites: PendingInvite[] }) {
  return (
    <AdminSection id="pending-heading" title={copy.pendingTitle}>
      {invites.length === 0 ? (
        <p className="text-muted-foreground">{copy.noPending}</p>
      ) : (
        <ul className="space-y-1">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center gap-3">
              <span>
                {invite.email} · {copy.pendingColumns[1]} {invite.invitedByEmail} · {copy.pendingColumns[2]}{" "}
                {formatDateTime(invite.expiresAt)}
              </span>
              {/* The first step only asks: a link to the page showing the confirmation (CancelInviteConfirm). */}
              <a
                href={`/admin/operators?cancel=${encodeURIComponent(invite.id)}`}
                className="rounded-md border border-border px-3 py-1 font-semibold hover:bg-muted"
              >
                {copy.cancel(invite.email)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
