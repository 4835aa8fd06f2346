import type { Metadata } from "next";
import { UnmatchedMail } from "@/components/admin/unmatched-mail";
import { UNMATCHED_PATH, UNMATCHED_TEXT } from "@/lib/content/conversations-view";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { unmatchedMail } from "@/lib/features/conversations/unmatched";

export const metadata: Metadata = { title: UNMATCHED_TEXT.title };

type Props = { searchParams: Promise<{ done?: string; error?: string }> };

/** What a form brought back (?done=filed|deleted, ?error=<problem>). */
function outcome({ done, error }: { done?: string; error?: string }) {
  const { notices, problems } = UNMATCHED_TEXT;
  const notice = done === "filed" || done === "deleted" ? notices[done] : null;
  const problem = error === "invalid" || error === "gone" ? problems[error] : error ? problems.failed : null;
  return { notice, error: problem };
}

export default async function UnmatchedMailPage({ searchParams }: Props) {
  await requireOperatorPage(UNMATCHED_PATH);
  const { notice, error } = outcome(await searchParams);
  return <UnmatchedMail rows={await unmatchedMail()} notice={notice} error={error} />;
}
