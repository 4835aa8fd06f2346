import { PRIVACY_AREA } from "@/lib/content/admin-privacy";
import { formatDateTime } from "@/lib/features/admin/dates";

type Erasure = { id: string; erasedBy: string; createdAt: Date; rows: number; files: number };

/** The erasure records: counts only, never whose data it was. */
export function ErasureHistory({ erasures }: { erasures: Erasure[] }) {
  return (
    <section aria-labelledby="erasures-heading" className="space-y-3">
      <h2 id="erasures-heading" className="text-2xl font-bold">
        {PRIVACY_AREA.historyTitle}
      </h2>
      {erasures.length === 0 ? (
        <p className="text-muted-foreground">{PRIVACY_AREA.noHistory}</p>
      ) : (
        <table className="w-full max-w-3xl text-left">
          <caption className="sr-only">{PRIVACY_AREA.historyCaption}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2">{PRIVACY_AREA.whenHeader}</th>
              <th scope="col" className="py-2">{PRIVACY_AREA.byHeader}</th>
              <th scope="col" className="py-2">{PRIVACY_AREA.rowsHeader}</th>
              <th scope="col" className="py-2">{PRIVACY_AREA.filesHeader}</th>
            </tr>
          </thead>
          <tbody>
            {erasures.map((erasure) => (
              <tr key={erasure.id} className="border-b border-border">
                <td className="py-2">{formatDateTime(erasure.createdAt)}</td>
                <td className="py-2 font-mono text-sm">{erasure.erasedBy}</td>
                <td className="py-2">{erasure.rows}</td>
                <td className="py-2">{erasure.files}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
