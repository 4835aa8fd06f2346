import { PRIVACY_AREA } from "@/lib/content/admin-privacy";
import { formatDateTime } from "@/lib/features/admin/dates";
import { AdminSection } from "./admin-section";
import { Table, tableRow } from "@/components/ui/table";

type Erasure = { id: string; erasedBy: string; createdAt: Date; rows: number; files: number };

const COLUMNS = [PRIVACY_AREA.whenHeader, PRIVACY_AREA.byHeader, PRIVACY_AREA.rowsHeader, PRIVACY_AREA.filesHeader];

/** The erasure records: counts only, never whose data it was. */
export function ErasureHistory({ erasures }: { erasures: Erasure[] }) {
  return (
    <AdminSection id="erasures-heading" title={PRIVACY_AREA.historyTitle}>
      <Table
        caption={PRIVACY_AREA.historyCaption}
        columns={COLUMNS}
        empty={PRIVACY_AREA.noHistory}
        rowCount={erasures.length}
      >
        {erasures.map((erasure) => (
          <tr key={erasure.id} className={tableRow}>
            <td className="px-3 py-2">{formatDateTime(erasure.createdAt)}</td>
            <td className="px-3 py-2 font-mono">{erasure.erasedBy}</td>
            <td className="px-3 py-2">{erasure.rows}</td>
            <td className="px-3 py-2">{erasure.files}</td>
          </tr>
        ))}
      </Table>
    </AdminSection>
  );
}
