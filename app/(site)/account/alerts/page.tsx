import { AlertsTable } from "@/components/account/alerts-table";
import { PageHero } from "@/components/ui/page-hero";
import { ACCOUNT_LINKS, ACCOUNT_META } from "@/lib/content/account";
import { ACCOUNT_ALERTS_PAGE } from "@/lib/content/job-alerts";
import { requireUserPage } from "@/lib/features/auth/session";
import { manageToken } from "@/lib/features/job-alerts";
import { alertsOfAccount } from "@/lib/features/job-alerts/account";

export const metadata = ACCOUNT_META.alerts;

type Props = { searchParams: Promise<{ cancelled?: string }> };

export default async function AlertsPage({ searchParams }: Props) {
  const user = await requireUserPage(ACCOUNT_LINKS.alerts.href);
  const [alerts, { cancelled }] = await Promise.all([alertsOfAccount(user.id), searchParams]);
  // A pending alert has no page yet: it is confirmed from its mail first.
  const manageTokens = Object.fromEntries(alerts.filter((alert) => alert.status !== "pending").map((alert) => [alert.id, manageToken(alert.id)]));
  return (
    <>
      <PageHero title={ACCOUNT_ALERTS_PAGE.title} text={ACCOUNT_ALERTS_PAGE.intro(user.email)} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <p role="status" className="mb-4 font-semibold text-success">
          {cancelled ? ACCOUNT_ALERTS_PAGE.cancelled : ""}
        </p>
        <AlertsTable alerts={alerts} manageTokens={manageTokens} />
      </div>
    </>
  );
}
