import Link from "next/link";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";
import type { ProofKind } from "@/lib/content/proof";
import type { ProofEditor } from "@/lib/features/proof/manage";
import { Button } from "@/components/ui/button";

/** Publish or take down, and delete (its box ticked first): small form posts answered with a redirect. */
export function ProofActions({ kind, entry }: { kind: ProofKind; entry: ProofEditor }) {
  const action = `/api/admin/proof/${kind}/${entry.id}/action`;
  const published = entry.status === "published";
  return (
    <section aria-labelledby="proof-actions" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="proof-actions" className="text-xl font-bold">
        {ADMIN_PROOF.actionsTitle}
      </h2>
      <p>{ADMIN_PROOF.statusLine(ADMIN_PROOF.status[entry.status] ?? entry.status)}</p>
      {!entry.image && !published && (
        <p id="proof-needs-image" className="text-muted-foreground">
          {ADMIN_PROOF.imageRequired}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <form method="post" action={action}>
          <input type="hidden" name="action" value={published ? "unpublish" : "publish"} />
          <Button
            type="submit"
            disabled={!entry.image && !published}
            aria-describedby={!entry.image && !published ? "proof-needs-image" : undefined}
            variant="outline"
            className="disabled:opacity-50"
          >
            {ADMIN_PROOF.actions[published ? "unpublish" : "publish"]}
          </Button>
        </form>
        {entry.publicPath && (
          <Link href={entry.publicPath} className="text-primary underline">
            {ADMIN_PROOF.publicPage}
          </Link>
        )}
      </div>
      <form method="post" action={action} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="action" value="delete" />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="confirm" value="yes" required className="h-4 w-4" />
          {ADMIN_PROOF.deleteConfirm}
        </label>
        <Button type="submit" variant="danger" className="border-border">
          {ADMIN_PROOF.actions.delete}
        </Button>
      </form>
    </section>
  );
}
