import { APPLICATION_KIND_TITLES, APPLICATIONS_PAGE, statusWords } from "@/lib/content/account";
import { formatDateTime } from "@/lib/features/admin/dates";
import { WITHDRAWABLE, type ApplicationView } from "@/lib/features/account/records";

const COLUMNS = APPLICATIONS_PAGE.columns;
const cell = "border-b border-border px-3 py-2 text-left align-top";

/** My applications: one row per record sent with the address; open ones can be withdrawn (a plain form post). */
export function ApplicationsTable({ applications }: { applications: ApplicationView[] }) {
  if (applications.length === 0) return <p>{APPLICATIONS_PAGE.empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{APPLICATIONS_PAGE.title}</caption>
        <thead>
          <tr>
            {[COLUMNS.sent, COLUMNS.kind, COLUMNS.about, COLUMNS.status, COLUMNS.file, COLUMNS.action].map((label) => (
              <th key={label} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
                <td className={cell}>{statusWords(application.status)}</td>
                <td className={cell}>{application.fileName ?? APPLICATIONS_PAGE.noFile}</td>
                <td className={cell}>
                  {WITHDRAWABLE.includes(application.status) && (
                    <form method="post" action="/api/account/withdraw">
                      <input type="hidden" name="kind" value={application.kind} />
                      <input type="hidden" name="id" value={application.id} />
                      <button
                        type="submit"
                        aria-label={APPLICATIONS_PAGE.withdrawLabel(kind, sent)}
                        className="rounded-md border border-border px-3 py-1 font-semibold hover:bg-muted"
                      >
                        {APPLICATIONS_PAGE.withdraw}
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
