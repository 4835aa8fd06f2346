import { AdminSection } from "@/components/admin/admin-section";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { UpkeepStatus } from "@/lib/features/admin/upkeep-runtime";
import { UPKEEP_COPY, UPKEEP_KINDS, upkeepCount, type UpkeepKind } from "@/lib/content/upkeep";

/** The dashboard's "Scheduled upkeep": the last run, what it removed, and when the next is due. */
export function UpkeepStatusSection({ status }: { status: UpkeepStatus }) {
  const { last } = status;
  const removed = last
    ? (Object.keys(UPKEEP_KINDS) as UpkeepKind[])
        .filter((kind) => (last.removed[kind] ?? 0) > 0)
        .map((kind) => upkeepCount(kind, last.removed[kind] ?? 0))
    : [];
  return (
    <AdminSection id="upkeep-heading" title={UPKEEP_COPY.title} intro={UPKEEP_COPY.intro}>
      {status.off ? <p>{UPKEEP_COPY.off}</p> : null}
      {!last ? (
        <p>{UPKEEP_COPY.never}</p>
      ) : (
        <>
          <p>
            {last.finishedAt
              ? UPKEEP_COPY.lastRun(
                  formatDateTime(last.startedAt),
                  ((last.finishedAt.getTime() - last.startedAt.getTime()) / 1000).toFixed(1),
                  last.trigger === "command",
                )
              : UPKEEP_COPY.running(formatDateTime(last.startedAt))}
          </p>
          {last.finishedAt ? (
            <p>{removed.length > 0 ? UPKEEP_COPY.removed(removed) : UPKEEP_COPY.removedNothing}</p>
          ) : null}
          {last.errors.length > 0 ? (
            <div role="alert">
              <p>{UPKEEP_COPY.failed}</p>
              <ul className="list-disc pl-6">
                {last.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      {status.nextDueAt ? <p>{UPKEEP_COPY.nextDue(formatDateTime(status.nextDueAt))}</p> : null}
    </AdminSection>
  );
}
