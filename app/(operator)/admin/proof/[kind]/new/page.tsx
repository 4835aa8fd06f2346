import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ProofForm } from "@/components/admin/proof-form";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";
import { isProofKind } from "@/lib/content/proof";
import { requireOperatorPage } from "@/lib/features/auth/session";

export const metadata: Metadata = { title: ADMIN_PROOF.title };

type Props = { params: Promise<{ kind: string }> };

export default async function NewProofPage({ params }: Props) {
  const { kind } = await params;
  await requireOperatorPage(`/admin/proof/${encodeURIComponent(kind)}/new`);
  if (!isProofKind(kind)) notFound();
  return (
    <div className="space-y-6">
      <Link href="/admin/proof" className="text-sm font-medium text-primary hover:underline">
        ← {ADMIN_PROOF.back}
      </Link>
      <h1 className="text-3xl font-bold">{ADMIN_PROOF.kinds[kind].newTitle}</h1>
      <ProofForm kind={kind} action={`/api/admin/proof/${kind}`} values={{}} image={null} creating />
    </div>
  );
}
