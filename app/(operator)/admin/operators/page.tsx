import type { Metadata } from "next";
import { RecentFactorGate } from "@/components/admin/confirm-factor-form";
import { hasRecentFactor } from "@/lib/features/auth/recent-factor";
import { CancelInviteConfirm } from "@/components/admin/cancel-invite-confirm";
import { InviteForm, OperatorsTable, PendingInvites } from "@/components/admin/operators-view";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { listOperators, pendingInvites } from "@/lib/features/operators";
import { RemoveOperatorConfirm } from "@/components/admin/remove-operator-confirm";
import { ownedCount } from "@/lib/features/workspace";
import { OPERATORS_COPY, OPERATORS_NOTICES } from "@/lib/content/operators";

export const metadata: Metadata = { title: OPERATORS_COPY.title };

type Props = { searchParams: Promise<{ saved?: string; cancel?: string; remove?: string; error?: string }> };

export default async function OperatorsPage({ searchParams }: Props) {
  const user = await requireOperatorPage("/admin/operators");
  const [operators, invites] = await Promise.all([listOperators(), pendingInvites()]);
  const { saved = "", cancel, remove, error } = await searchParams;
  const cancelling = invites.find((invite) => invite.id === cancel);
  const removing = operators.length > 1 ? operators.find((operator) => operator.id === remove) : undefined;
  const notice = Object.hasOwn(OPERATORS_NOTICES, saved)
    ? OPERATORS_NOTICES[saved as keyof typeof OPERATORS_NOTICES]
    : null;
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{OPERATORS_COPY.title}</h1>
      <p className="text-muted-foreground">{OPERATORS_COPY.intro}</p>
      <p role="status" className="font-semibold">
        {notice}
      </p>
      <RecentFactorGate recent={hasRecentFactor(user)} returnTo="/admin/operators" />
      {cancelling && <CancelInviteConfirm invite={cancelling} />}
      {removing && (
        <RemoveOperatorConfirm
          operator={removing}
          others={operators.filter((operator) => operator.id !== removing.id)}
          owned={await ownedCount(removing.id)}
          error={error}
        />
      )}
      <OperatorsTable operators={operators} selfId={user.id} />
      <InviteForm />
      <PendingInvites invites={invites} />
    </div>
  );
}
