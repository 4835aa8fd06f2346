import { Button } from "@/components/ui/button";
import { ACCOUNT_ALERTS_PAGE, ALERT_CADENCES, JOB_ALERT_TEXT, JOB_ALERTS_PATH } from "@/lib/content/job-alerts";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { JobAlert } from "@/lib/features/job-alerts";
import { describeAlert } from "@/lib/validation/job-alerts";
import { Link } from "@/components/ui/link";
import { ACCOUNT_CELL, AccountTable } from "./account-table";

const COLUMNS = ACCOUNT_ALERTS_PAGE.columns;
const cell = ACCOUNT_CELL;
const cadenceLabel = (value: string) => ALERT_CADENCES.find((cadence) => cadence.value === value)?.label ?? value;
const statusOf = (alert: JobAlert) =>
  alert.status === "pending" ? ACCOUNT_ALERTS_PAGE.pending : JOB_ALERT_TEXT.status(alert.status === "paused");

/** My job alerts: one row per alert; each can be cancelled (a plain form post), a confirmed one changed on its own page. */
export function AlertsTable({ alerts, manageTokens }: { alerts: JobAlert[]; manageTokens: Record<string, string> }) {
  if (alerts.length === 0) return <p>{ACCOUNT_ALERTS_PAGE.empty}</p>;
  return (
    <AccountTable
      caption={ACCOUNT_ALERTS_PAGE.title}
      columns={[COLUMNS.what, COLUMNS.cadence, COLUMNS.status, COLUMNS.created, COLUMNS.action]}
    >
      {alerts.map((alert) => {
        const described = describeAlert(alert, JOB_ALERT_TEXT.anyJob);
        const token = manageTokens[alert.id];
        return (
          <tr key={alert.id}>
            <th scope="row" className={`${cell} font-medium`}>
              {described}
            </th>
            <td className={cell}>{cadenceLabel(alert.cadence)}</td>
            <td className={cell}>{statusOf(alert)}</td>
            <td className={cell}>{formatDateTime(alert.createdAt)}</td>
            <td className={cell}>
              <div className="flex flex-wrap gap-2">
                {token && (
                  <Link
                    href={`${JOB_ALERTS_PATH}/manage?token=${encodeURIComponent(token)}`}
                    aria-label={ACCOUNT_ALERTS_PAGE.manageLabel(described)}
                    className="rounded-md border border-border px-3 py-1 font-semibold hover:bg-muted"
                  >
                    {ACCOUNT_ALERTS_PAGE.manage}
                  </Link>
                )}
                <form method="post" action="/api/account/job-alerts">
                  <input type="hidden" name="id" value={alert.id} />
                  <Button
                    type="submit"
                    variant="danger"
                    aria-label={ACCOUNT_ALERTS_PAGE.cancelLabel(described)}
                    className="px-3 py-1"
                  >
                    {ACCOUNT_ALERTS_PAGE.cancel}
                  </Button>
                </form>
              </div>
            </td>
          </tr>
        );
      })}
    </AccountTable>
  );
}
