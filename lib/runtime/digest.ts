// The morning digest's loop: every instance looks every quarter of an hour and wakes at the next
// opening, so the digests go out when the company opens; the claim in the feature
// (lib/features/workspace/digest.ts) makes one instance queue each operator's mail.
import type { Loop } from "./scheduler";
import { queueDigests } from "../features/workspace/digest";
import { fillMissingDueTimes } from "../features/workspace/hours";

export const DIGEST_EVERY_MS = 15 * 60 * 1000;

export const digestLoop: Loop = {
  name: "work-digest",
  run: async () => {
    // Records received before the workspace existed get their due time first, so the digest counts them.
    await fillMissingDueTimes();
    const { wakeAt } = await queueDigests();
    // A little after the opening, so the instances' clocks agree it is open.
    return wakeAt ? { wakeAt: wakeAt.getTime() + 1_000 } : undefined;
  },
  everyMs: DIGEST_EVERY_MS,
  needs: ["database"],
  failure: "the morning digests could not be queued",
};
