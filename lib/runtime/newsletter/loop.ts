// The process's one newsletter sender, on the bulk SMTP pool: its registration with the scheduler
// (instrumentation.ts), and the operator's pause and resume of a campaign handed to it through the
// bridge (lib/features/newsletter/runtime.ts asks).
import "server-only";
import { bridge } from "../../core/bridge.mjs";
import { config } from "../../core/config";
import { sendMail } from "../../core/mail/transport";
import { NEWSLETTER_SETTINGS } from "../../features/newsletter/settings";
import type { LoopRunner } from "../scheduler";
import { NewsletterSender } from "./sender";

export function newsletterLoop(): LoopRunner {
  const sender = new NewsletterSender({
    transport: { send: (message) => sendMail(message, "bulk") },
    ratePerSecond: NEWSLETTER_SETTINGS.ratePerSecond,
    // Two messages per connection keep every connection busy while the other waits on the database.
    lanes: NEWSLETTER_SETTINGS.connections * 2,
    maxErrorsInARow: NEWSLETTER_SETTINGS.maxErrorsInARow,
    maxAttempts: NEWSLETTER_SETTINGS.maxAttempts,
    claimLeaseMs: NEWSLETTER_SETTINGS.claimLeaseMs,
    messageIdHost: new URL(config.siteUrl).hostname,
  });
  bridge.newsletter = sender;
  return sender.runner;
}
