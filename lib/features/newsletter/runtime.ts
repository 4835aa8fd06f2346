// The process's one newsletter sender, on the bulk SMTP pool. Started with the server
// (instrumentation.ts), kicked when a campaign is created or resumed, stopped gracefully on
// SIGTERM through the shutdown hooks server/server.mjs runs before it exits.
import "server-only";
import { config } from "../../core/config";
import { sendMail } from "../../core/mail/transport";
import { onRecovery } from "../../core/outage";
import { NewsletterSender } from "./sender";
import { NEWSLETTER_SETTINGS } from "./settings";

type ShutdownHook = () => Promise<void>;
const state = globalThis as unknown as { __newsletterSender?: NewsletterSender; __shutdownHooks?: ShutdownHook[] };

export function newsletterSender(): NewsletterSender {
  if (!state.__newsletterSender) {
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
    (state.__shutdownHooks ??= []).push(() => sender.stop());
    // Paused by a database outage, the sender goes on by itself when the database is back.
    onRecovery("database", () => sender.kick());
    state.__newsletterSender = sender;
  }
  return state.__newsletterSender;
}

export function kickNewsletter(): void {
  newsletterSender().kick();
}
