import { Button } from "@/components/ui/button";
import { APPLICATION_KIND_TITLES, APPLICATIONS_PAGE } from "@/lib/content/account";
import { APPLICANT_STAGES } from "@/lib/content/conversations-applicant";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { ApplicationEntry } from "@/lib/features/account/applications";
import { WITHDRAWABLE } from "@/lib/features/account/records";
import { ACCOUNT_CELL, AccountTable } from "./account-table";

const COLUMNS = APPLICATIONS_PAGE.columns;
const cell = ACCOUNT_CELL;

/**
 * My applications: one row per record sent with the address, where it stands in plain words; open
 * ones can be withdrawn (a plain form post).
 */
export function ApplicationsTable({ applications }: { applications: ApplicationEntry[] }) {
  if (applications.length === 0) return <p>{APPLICATIONS_PAGE.empty}</p>;
  return (
    <AccountTable
      caption={APPLICATIONS_PAGE.title}
      columns={[COLUMNS.sent, COLUMNS.kind, COLUMNS.about, COLUMNS.status, COLUMNS.file, COLUMNS.action]}
    >
      {applications.map((application) => {
        const sent = formatDateTime(application.createdAt);
        const kind = APPLICATION_KIND_TITLES[application.kind];
        return (
          <tr key={`${application.kind}-${application.id}`}>
            <td className={cell}>{sent}</td>
            <th scope="row" className={`${cell} font-medium`}>
              {kind}
            </th>
            <td className={cell}>{application.about}</td>
            <td className={cell}>{APPLICANT_STAGES[application.stage]}</td>
            <td className={cell}>{application.fileName ?? APPLICATIONS_PAGE.noFile}</td>
            <td className={cell}>
              {WITHDRAWABLE.includes(application.status) && (
                <form method="post" action="/api/account/withdraw">
                  <input type="hidden" name="kind" value={application.kind} />
                  <input type="hidden" name="id" value={application.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    aria-label={APPLICATIONS_PAGE.withdrawLabel(kind, sent)}
                    className="px-3 py-1"
                  >
                    {APPLICATIONS_PAGE.withdraw}
                  </Button>
                </form>
              )}
            </td>
          </tr>
        );
      })}
    </AccountTable>
  );
}
