// The newsletter sender's (./sender.ts) options, and how it waits and judges failures: its retry
// delay, how long a claim counts as alive, how often it looks for expired ones, and which SMTP
// errors are for good.
import type { MailMessage } from "../../core/mail/transport";
import { backoffMs } from "../backoff";

export type BulkTransport = { send(message: MailMessage): Promise<void> };

export type SenderOptions = {
  transport: BulkTransport;
  /** Messages per second over all lanes; 0 = as fast as SMTP accepts. */
  ratePerSecond: number;
  /** Messages in flight at once (keep it near the pool's connections). */
  lanes: number;
  maxErrorsInARow: number;
  maxAttempts: number;
  batchSize?: number;
  /** Wait before the next try after `errorsInARow` failures. */
  retryDelayMs?: (errorsInARow: number) => number;
  /** The host part of each Message-ID. */
  messageIdHost?: string;
  /** How long another process's claim is taken as alive; CLAIM_LEASE_MS unless set. */
  claimLeaseMs?: number;
};

/** The sender's retry delay: 250 ms doubling, at most 30 s. */
export const defaultRetryDelay = (errorsInARow: number) => backoffMs(errorsInARow - 1, 250, 30_000, () => 1);

/**
 * How long a claim of another process is taken as alive by default (NEWSLETTER_CLAIM_LEASE_SECONDS
 * sets it); the bulk transport times out well before. A shorter lease never sends a row twice: a
 * live sender's row marked unknown too early is set to sent again when its mark is written.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Recovery looks for expired claims at most this often (or once per lease, if shorter). */
export const RECOVERY_INTERVAL_MS = 60_000;

/** "sent" marks are written together: after this many, or this long after the first. */
export const ACK_DELAY_MS = 20;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);
/** A 5xx reply is the server refusing for good (unknown mailbox, policy): retrying cannot help. */
export const isPermanent = (error: unknown) => Number((error as { responseCode?: unknown }).responseCode) >= 500;
