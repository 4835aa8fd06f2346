// Settings of the newsletter sender: the environment's part comes from lib/core/config.ts.
import { config } from "../../core/config";

export const NEWSLETTER_SETTINGS = {
  /** Messages per second; 0 sends as fast as the SMTP server accepts. */
  ratePerSecond: config.newsletter.ratePerSecond,
  /** Pooled SMTP connections (also read by lib/core/mail/transport.ts). */
  connections: config.newsletter.connections,
  /** Failed sends in a row after which the campaign pauses. */
  maxErrorsInARow: config.newsletter.maxErrorsInARow,
  /** How long another process's claim is taken as alive (NEWSLETTER_CLAIM_LEASE_SECONDS). */
  claimLeaseMs: config.newsletter.claimLeaseMs,
  /** Attempts per address before its delivery counts as failed. */
  maxAttempts: 3,
};
