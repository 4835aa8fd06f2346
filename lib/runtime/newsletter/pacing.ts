// The sender's two helpers: the pace (messages per second across all lanes) and the feed (the
// campaign's pending deliveries, read in batches ahead of the lanes so they never wait on it).
import "server-only";
import { db } from "../../core/db";

export type Item = { id: string; email: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spaces message starts `1000 / rate` ms apart across all lanes. A lane woken late may catch up
 * on a few missed slots (timers overshoot by a millisecond or so), so the long-run rate is the
 * configured one rather than a little below it.
 */
export class Pace {
  private next = 0;
  constructor(
    private readonly gapMs: number,
    private readonly burst = 5,
  ) {}
  async take(): Promise<void> {
    if (this.gapMs <= 0) return;
    const now = performance.now();
    const at = Math.max(now - this.burst * this.gapMs, this.next);
    this.next = at + this.gapMs;
    if (at > now) await sleep(at - now);
  }
}

/**
 * One pass over a campaign's pending deliveries in id order, `batchSize` rows per query, the next
 * batch read while the lanes still work on the last one. A pass ends when no pending row is left
 * after the last id read, or when the campaign is no longer "sending" (paused elsewhere).
 */
export class Feed {
  private cursor = "";
  private readonly queue: Item[] = [];
  private loading: Promise<void> | null = null;
  finished = false;
  paused = false;
  /** Whether this pass found any pending row at all. */
  found = 0;

  constructor(
    private readonly campaignId: string,
    private readonly batchSize: number,
  ) {}

  /** Nothing more to hand out in this pass. */
  get drained(): boolean {
    return this.finished && this.queue.length === 0;
  }

  async next(): Promise<Item | null> {
    if (this.queue.length < this.batchSize / 2 && !this.finished) void this.load();
    while (this.queue.length === 0 && !this.finished) await this.load();
    return this.queue.shift() ?? null;
  }

  private load(): Promise<void> {
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async read(): Promise<void> {
    const campaign = await db.campaign.findUnique({ where: { id: this.campaignId }, select: { status: true } });
    if (campaign?.status !== "sending") {
      this.finished = this.paused = true;
      return;
    }
    const rows = await db.$queryRaw<Item[]>`SELECT "id", "email" FROM "Delivery"
      WHERE "campaignId" = ${this.campaignId} AND "status" = 'pending' AND "id" > ${this.cursor}
      ORDER BY "id" LIMIT ${this.batchSize}`;
    const last = rows[rows.length - 1];
    if (!last) {
      this.finished = true;
      return;
    }
    this.cursor = last.id;
    this.found += rows.length;
    this.queue.push(...rows);
  }
}
