// What the dashboard shows of upkeep: the newest run and when the next is due. The loop itself is
// the runtime's (lib/runtime/upkeep.ts); its next wake reaches this module on the bridge.
import "server-only";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { bridge } from "../../core/bridge.mjs";
import { lastUpkeepRun, upkeepLease, type UpkeepRunView } from "./upkeep";

export type UpkeepStatus = { off: boolean; last: UpkeepRunView | null; nextDueAt: Date | null };

/** For the dashboard: the newest run and when the next is due (an interval after the last start, on any instance). */
export async function upkeepStatus(): Promise<UpkeepStatus> {
  const [last, lease] = await Promise.all([lastUpkeepRun(db), upkeepLease(db)]);
  if (config.upkeepIntervalMs <= 0) return { off: true, last, nextDueAt: null };
  const lastStart = lease?.lastStartedAt ?? null;
  return {
    off: false,
    last,
    nextDueAt: lastStart
      ? new Date(lastStart.getTime() + config.upkeepIntervalMs)
      : (bridge.upkeep?.nextWakeAt ?? null),
  };
}
