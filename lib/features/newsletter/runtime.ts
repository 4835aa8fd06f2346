// What the newsletter's handlers ask of the background sender, which runs in the runtime
// (lib/runtime/newsletter/) when this process runs one: a kick, and a campaign paused or resumed
// now rather than at the sender's next look at the campaign's row.
import "server-only";
import { bridge } from "../../core/bridge.mjs";

export function kickNewsletter(): void {
  bridge.wake?.("newsletter");
}

export function newsletterSender(): { pause(campaignId: string): void; resume(campaignId: string): void } {
  return {
    pause: (campaignId) => bridge.newsletter?.pause(campaignId),
    resume: (campaignId) => bridge.newsletter?.resume(campaignId),
  };
}
