import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ProofActions } from "@/components/admin/proof-actions";
import { ProofForm } from "@/components/admin/proof-form";
import { ADMIN_PROOF, proofNotice } from "@/lib/content/admin-proof";
import { isProofKind } from "@/lib/content/proof";
import { isRecordId } from "@/lib/features/admin/lists";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { proofEditor } from "@/lib/features/proof/manage";

export const metadata: Metadata = { title: ADMIN_PROOF.title };

type Props = { params: Promise<{ kind: string; id: string }>; searchParams: Promise<{ saved?: string }> };

export default async function EditProofPage({ params, searchParams }: Props) {
  const { kind, id } = await params;
  await requireOperatorPage(`/admin/proof/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
  const entry = isProofKind(kind) && isRecordId(id) ? await proofEditor(kind, id) : null;
  if (!entry || !isProofKind(kind)) notFound();
  const notice = proofNotice((await searchParams).saved);
  return (
    <div className="space-y-8">
      <Link href="/admin/proof" className="text-sm font-medium text-primary hover:underline">
        ← {ADMIN_PROOF.back}
      </Link>
      <h1 className="text-3xl font-bold break-words">{ADMIN_PROOF.kinds[kind].editTitle(entry.name)}</h1>
      {notice && (
        <p role="status" className="rounded-md border border-success p-3">
          {notice}
        </p>
      )}
      <ProofActions kind={kind} entry={entry} />
      <ProofForm
        kind={kind}
        action={`/api/admin/proof/${kind}/${entry.id}`}
        values={entry.values}
        image={entry.image}
        creating={false}
      />
    </div>
  );
}
