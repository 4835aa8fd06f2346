import Link from "next/link";
import { OPERATORS_COPY as copy } from "@/lib/content/operators";
import type { PendingInvite } from "@/lib/features/operators";
import { Button } from "@/components/ui/button";

/**
 * The second step of cancelling an invitation: a plain form and a link, so it works from the
 * keyboard and without JavaScript; shown at the top of the page, before the lists.
 */
export function CancelInviteConfirm({ invite }: { invite: PendingInvite }) {
  return (
    <section aria-labelledby="cancel-invite-heading" className="space-y-3 rounded-lg border-2 border-danger p-4">
      <h2 id="cancel-invite-heading" className="text-2xl font-bold">
        {copy.cancelTitle(invite.email)}
      </h2>
      <p>{copy.cancelIntro}</p>
      <div className="flex flex-wrap items-center gap-3">
        <form method="post" action={`/api/admin/operator-invites/${invite.id}/cancel`}>
          <Button type="submit" variant="destructive">
            {copy.cancelConfirm}
          </Button>
        </form>
        <Link
          href="/admin/operators"
          className="rounded-md border border-border px-4 py-2 font-semibold hover:bg-muted"
        >
          {copy.cancelKeep}
        </Link>
      </div>
    </section>
  );
}
