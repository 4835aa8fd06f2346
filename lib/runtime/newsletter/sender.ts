// The background newsletter sender, a loop of the scheduler (its runner; ./loop.ts registers the
// process's one). Each delivery row goes pending -> sending -> sent: "sending" is
// committed before the message is handed to SMTP, "sent" only after SMTP's 250 to the end of DATA.
// If the process dies between the two, the row stays "sending". Resending it could deliver a second
// copy, so we never do: a row another process has held "sending" for longer than its lease
// (CLAIM_LEASE_MS, far longer than any send may take) becomes "unknown", shown as interrupted (at
// most `lanes` rows per crash). A live process's rows are never touched, so several instances can
// send one campaign together. A graceful stop (SIGTERM: the scheduler's stop) stops claiming and
// waits for the rows in flight. An SMTP error means the server did not accept the message, so that
// row goes back to pending (or to failed after maxAttempts, or at once for a permanent 5xx
// refusal). A database outage stops the run; the next one first settles its claims (claims.ts).
import "server-only";
import { randomUUID } from "node:crypto";
import { CAMPAIGN_TEXT } from "../../content/admin";
import { db } from "../../core/db";
import { createBatcher } from "../../core/db/batcher";
import { log } from "../../core/log";
import { countNewsletterCopy } from "../../core/metrics";
import { connectivityReason, isDown } from "../../core/outage";
import { pauseCampaign } from "../../features/newsletter/campaigns";
import { loadCampaignContent, renderNewsletter, type NewsletterContent } from "../../features/newsletter/message";
import { LoopRunner, type RunOutcome } from "../scheduler";
import { claimDeliveries, giveBackUnsent, markInterrupted, writeSent } from "./claims";
import { Feed, Pace, type Item } from "./pacing";
import { ACK_BATCH } from "./sender-limits";
import {
  ACK_DELAY_MS,
  CLAIM_LEASE_MS,
  defaultRetryDelay,
  isPermanent,
  messageOf,
  RECOVERY_INTERVAL_MS,
  sleep,
  type SenderOptions,
} from "./send-policy";

type Campaign = NonNullable<Awaited<ReturnType<typeof db.campaign.findFirst>>>;
type RunState = { errorsInARow: number; probing: boolean; holdUntil: number; pauseReason: string | null };
type Outcome = "done" | "paused" | "stopped" | "busy";

export class NewsletterSender {
  readonly instanceId = randomUUID();
  /** Kicked every 30 s, and when the database is back, once the scheduler starts it. */
  readonly runner = new LoopRunner({
    name: "newsletter",
    run: () => this.run(),
    everyMs: 30_000,
    needs: ["database"],
    wakeOn: ["database"],
    failure: "newsletter sender failed",
    stop: () => {
      this.stopping = true;
    },
  });
  private stopping = false;
  private lastRecovery = 0;
  private readonly pace: Pace;
  private readonly pauseRequests = new Set<string>();
  private readonly unwritten = new Set<Promise<void>>();
  /** Deliveries SMTP accepted whose "sent" mark could not be written yet. */
  private readonly unacked = new Set<string>();
  /** A run stopped on an outage: its claims are settled before the next one claims anything. */
  private interrupted = false;

  /**
   * Claims (pending -> sending, or skipped when the address is no longer confirmed) of lanes that
   * ask within the same millisecond go out as one UPDATE; each lane still waits for its commit
   * before its message is handed to SMTP.
   */
  private readonly claim = createBatcher((ids: string[]) => claimDeliveries(this.instanceId, ids), {
    maxItems: 64,
    maxWaitMs: 1,
  });

  /** "sent" marks, one UPDATE for up to ACK_BATCH of them (or what came within ACK_DELAY_MS). */
  private readonly markSent = createBatcher(
    (ids: string[]) => writeSent(this.instanceId, ids).then(() => ids.map(() => undefined)),
    { maxItems: ACK_BATCH, maxWaitMs: ACK_DELAY_MS },
  );

  private readonly leaseMs: number;

  constructor(private readonly options: SenderOptions) {
    this.leaseMs = options.claimLeaseMs ?? CLAIM_LEASE_MS;
    this.pace = new Pace(options.ratePerSecond > 0 ? 1000 / options.ratePerSecond : 0);
  }

  /** Starts a run soon, or asks the running one to look again when it finishes. */
  kick(): void {
    this.runner.kick();
  }

  /** Resolves once no run is going on. */
  idle(): Promise<void> {
    return this.runner.idle();
  }

  /** Stops claiming deliveries and waits until those in flight are marked. */
  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** One run; an outage stops it (the scheduler kicks the sender when it ends) and the next settles its claims
   * first. */
  private async run(): Promise<RunOutcome> {
    try {
      return await this.loop();
    } catch (error) {
      if (connectivityReason(error)) this.interrupted = true;
      throw error;
    }
  }

  /** The operator paused `campaignId`: stop claiming its deliveries now (the row says paused too). */
  pause(campaignId: string): void {
    this.pauseRequests.add(campaignId);
  }

  resume(campaignId: string): void {
    this.pauseRequests.delete(campaignId);
    this.kick();
  }

  /** Writes the marks an outage held back, then gives back the claims it interrupted. */
  private async settle(): Promise<void> {
    if (this.unacked.size > 0) {
      const ids = [...this.unacked];
      await writeSent(this.instanceId, ids);
      for (const id of ids) this.unacked.delete(id);
    }
    // No lane runs now, and every accepted row was marked above: the rest were never handed over.
    if (this.interrupted) await giveBackUnsent(this.instanceId);
    this.interrupted = false;
  }

  private async loop(): Promise<RunOutcome> {
    await this.settle();
    if (Date.now() - this.lastRecovery > Math.min(RECOVERY_INTERVAL_MS, this.leaseMs)) {
      await markInterrupted(this.instanceId, this.leaseMs);
      this.lastRecovery = Date.now();
    }
    const busy: string[] = [];
    for (;;) {
      const campaign = await db.campaign.findFirst({
        where: { status: "sending", id: { notIn: busy } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      if (!campaign || this.stopping) break;
      const outcome = await this.sendCampaign(campaign);
      if (outcome === "stopped") return undefined;
      // Another process still holds some of its rows: go on with the next campaign, and look
      // again once those claims may have run out (sent by their process, or marked unknown).
      if (outcome === "busy") busy.push(campaign.id);
    }
    // Look again once those claims may have run out.
    return busy.length > 0 && !this.stopping ? { wakeAt: Date.now() + this.leaseMs + 1000 } : undefined;
  }

  private async sendCampaign(campaign: Campaign): Promise<Outcome> {
    let content: NewsletterContent;
    try {
      content = await loadCampaignContent(campaign);
    } catch (error) {
      if (connectivityReason(error)) throw error; // an outage stops the run (see kick), it pauses nothing
      await pauseCampaign(campaign.id, `Paused: the campaign could not be prepared (${messageOf(error)}).`);
      return "paused";
    }
    const state: RunState = { errorsInARow: 0, probing: false, holdUntil: 0, pauseReason: null };
    // A pass sends what is pending; a later pass picks up rows an SMTP error put back.
    for (;;) {
      if (this.stopping) return "stopped";
      if (this.pauseRequests.has(campaign.id)) return "paused";
      const feed = new Feed(campaign.id, this.options.batchSize ?? 100);
      // Every lane ends before the run does (also when one fails), so a settle never races a send.
      const lanes = await Promise.allSettled(
        Array.from({ length: this.options.lanes }, () => this.lane(campaign.id, content, feed, state)),
      );
      await this.flushAcks();
      const failed = lanes.find((lane) => lane.status === "rejected");
      if (failed) throw failed.reason;
      if (state.pauseReason) {
        await pauseCampaign(campaign.id, state.pauseReason);
        log.warn({ campaignId: campaign.id, reason: state.pauseReason }, "newsletter campaign paused");
        return "paused";
      }
      if (this.stopping) return "stopped";
      if (feed.paused || this.pauseRequests.has(campaign.id)) return "paused";
      if (feed.found === 0) break;
    }
    const left = await db.delivery.count({
      where: { campaignId: campaign.id, status: { in: ["pending", "sending"] } },
    });
    if (left > 0) return "busy";
    await db.campaign.updateMany({
      where: { id: campaign.id, status: "sending" },
      data: { status: "done", finishedAt: new Date() },
    });
    log.info({ campaignId: campaign.id }, "newsletter campaign finished");
    return "done";
  }

  private canClaim(campaignId: string, state: RunState): boolean {
    return !this.stopping && !state.pauseReason && !this.pauseRequests.has(campaignId) && !isDown("database");
  }

  private async lane(campaignId: string, content: NewsletterContent, feed: Feed, state: RunState): Promise<void> {
    while (!feed.drained && this.canClaim(campaignId, state)) {
      // After a failure only one lane tries again, after a growing delay (a half-open breaker),
      // so an SMTP outage costs one attempt per delay instead of one per lane.
      let probe = false;
      if (state.errorsInARow > 0) {
        if (state.probing) {
          await sleep(20);
          continue;
        }
        state.probing = probe = true;
        await sleep(Math.max(0, state.holdUntil - Date.now()));
      }
      try {
        if (!this.canClaim(campaignId, state)) return;
        await this.pace.take();
        const item = await feed.next();
        if (item) await this.deliver(item, content, state);
      } finally {
        if (probe) state.probing = false;
      }
    }
  }

  private async deliver(item: Item, content: NewsletterContent, state: RunState): Promise<void> {
    const me = this.instanceId;
    // Claim: only a pending row, and only while its address is still confirmed. Committed
    // before SMTP sees the message.
    if ((await this.claim(item.id)) !== "sending") return;
    try {
      const host = this.options.messageIdHost ?? "newsletter.localhost";
      await this.options.transport.send(renderNewsletter(content, item.email, `${item.id}@${host}`));
    } catch (error) {
      countNewsletterCopy("failed");
      const permanent = isPermanent(error);
      await db.$executeRaw`UPDATE "Delivery" SET
        "status" = CASE WHEN ${permanent ? 1 : 0} = 1 OR "attempts" >= ${this.options.maxAttempts} THEN 'failed' ELSE 'pending' END,
        "lastError" = ${messageOf(error)}, "claimedBy" = NULL
        WHERE "id" = ${item.id} AND "status" = 'sending' AND "claimedBy" = ${me}`;
      state.errorsInARow += 1;
      state.holdUntil = Date.now() + (this.options.retryDelayMs ?? defaultRetryDelay)(state.errorsInARow);
      if (state.errorsInARow >= this.options.maxErrorsInARow) {
        state.pauseReason = CAMPAIGN_TEXT.pausedAfterErrors(state.errorsInARow, messageOf(error));
      }
      return;
    }
    countNewsletterCopy("sent");
    state.errorsInARow = 0;
    this.acknowledge(item.id);
  }

  /** Queues the "sent" mark of an accepted message (written in batches, see markSent). */
  private acknowledge(id: string): void {
    const written: Promise<void> = this.markSent(id)
      .catch(() => sleep(1000).then(() => this.markSent(id)))
      .catch((error: unknown) => {
        // Left "sending", the row is never sent again; the next run marks it (settle), or a restart shows it as
        // unknown.
        this.unacked.add(id);
        this.interrupted = true;
        if (!connectivityReason(error))
          log.error({ err: error, deliveryId: id }, "could not mark a newsletter delivery sent");
      })
      .finally(() => this.unwritten.delete(written));
    this.unwritten.add(written);
  }

  /** Resolves once every "sent" mark queued so far is written. */
  private async flushAcks(): Promise<void> {
    while (this.unwritten.size > 0) await Promise.all(this.unwritten);
  }
}
