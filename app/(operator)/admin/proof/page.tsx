import type { Metadata } from "next";
import { ProofTable } from "@/components/admin/proof-table";
import { ADMIN_PROOF, proofNotice } from "@/lib/content/admin-proof";
import { PROOF_KINDS } from "@/lib/content/proof";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { listProof } from "@/lib/features/proof/manage";

export const metadata: Metadata = { title: ADMIN_PROOF.title };

type Props = { searchParams: Promise<{ saved?: string }> };

export default async function ProofPage({ searchParams }: Props) {
  await requireOperatorPage("/admin/proof");
  const notice = proofNotice((await searchParams).saved);
  const lists = await Promise.all(PROOF_KINDS.map(async (kind) => ({ kind, rows: await listProof(kind) })));
  return (
    <div className="space-y-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{ADMIN_PROOF.title}</h1>
        <p className="text-muted-foreground">{ADMIN_PROOF.intro}</p>
      </div>
      {notice && (
        <p role="status" className="rounded-md border border-success p-3">
          {notice}
        </p>
      )}
      {lists.map(({ kind, rows }) => (
        <ProofTable key={kind} kind={kind} rows={rows} />
      ))}
    </div>
  );
}
