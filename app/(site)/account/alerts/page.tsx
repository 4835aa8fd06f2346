import { AlertsTable } from "@/components/account/alerts-table";
import { AccountListPage } from "@/components/account/account-list-page";
import { ACCOUNT_META } from "@/lib/content/account";
import { ACCOUNT_LINKS } from "@/lib/content/account-links";
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
  const manageTokens = Object.fromEntries(
    alerts.filter((alert) => alert.status !== "pending").map((alert) => [alert.id, manageToken(alert.id)]),
  );
  return (
    <AccountListPage
      title={ACCOUNT_ALERTS_PAGE.title}
      intro={ACCOUNT_ALERTS_PAGE.intro(user.email)}
      status={cancelled ? ACCOUNT_ALERTS_PAGE.cancelled : ""}
    >
      <AlertsTable alerts={alerts} manageTokens={manageTokens} />
    </AccountListPage>
  );
}
