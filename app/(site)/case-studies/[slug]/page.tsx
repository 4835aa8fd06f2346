import { notFound } from "next/navigation";
import { CaseStudyArticle, caseStudyMetadata } from "@/components/proof/case-study-article";
import { findPublishedCaseStudy } from "@/lib/features/proof/queries";

// Per request, as blog posts and jobs are: the server hashes the inline scripts of the pages the
// build prerendered (server/csp-hashes.mjs), and a case study published after the build would be
// kept by Next with the nonce of the one request that rendered it, which allows nothing later.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return caseStudyMetadata(await findPublishedCaseStudy((await params).slug));
}

export default async function CaseStudyRoute({ params }: Props) {
  const study = await findPublishedCaseStudy((await params).slug);
  if (!study) notFound();
  return <CaseStudyArticle study={study} />;
}
