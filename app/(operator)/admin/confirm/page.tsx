import type { Metadata } from "next";
import { ConfirmFactorForm } from "@/components/admin/confirm-factor-form";
import { PageNotice } from "@/components/admin/page-notice";
import { CONFIRM_FACTOR_COPY, CONFIRM_FACTOR_MESSAGES } from "@/lib/content/confirm-factor";
import { confirmPath, hasRecentFactor } from "@/lib/features/auth/recent-factor";
import { safeReturnPath } from "@/lib/features/auth/return-path";
import { requireOperatorPage } from "@/lib/features/auth/session";

export const metadata: Metadata = { title: CONFIRM_FACTOR_COPY.title };

type Props = { searchParams: Promise<{ next?: string; error?: string }> };

// Where a sensitive action's form lands when the last second-factor check is too old.
export default async function ConfirmFactorPage({ searchParams }: Props) {
  const { next, error } = await searchParams;
  const returnTo = safeReturnPath(next, "/admin");
  const user = await requireOperatorPage(confirmPath(returnTo));
  if (hasRecentFactor(user) && !error) {
    return (
      <PageNotice
        title={CONFIRM_FACTOR_COPY.title}
        role="status"
        message={CONFIRM_FACTOR_MESSAGES.confirmed}
        link={{ href: returnTo, label: CONFIRM_FACTOR_COPY.back }}
      />
    );
  }
  return (
    <ConfirmFactorForm page returnTo={returnTo} error={error === "wrong" || error === "wait" ? error : undefined} />
  );
}
