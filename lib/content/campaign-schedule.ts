// Scheduling a newsletter campaign and announcing a blog post to its area's subscribers: the
// sentences of the newsletter page, the post's page and their answers (lib/features/newsletter/schedule.ts,
// announce.ts).
import { CAMPAIGN_TEXT } from "./admin";
import { whenText } from "./booking";
export const SCHEDULE_TEXT = {
  legend: "When to send",
  now: "Send now",
  later: "Schedule for",
  sendAt: "Date and time",
  timeZone: "Time zone",
  zoneHint: (zone: string) => `Your time zone is ${zone}. Times are read in the zone chosen here.`,
  schedule: "Schedule Newsletter",
  scheduling: "Scheduling...",
  scheduled: (when: string) => `Scheduled for ${when}. It goes to the subscribers confirmed at that time.`,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  cancel: "Cancel",
  cancelLabel: (subject: string) => `Cancel the scheduled campaign ${subject}`,
  cancelled: "The scheduled campaign is cancelled. No mail goes out.",
  alreadyStarted: "This campaign has already started, so it can no longer be cancelled. Pause it instead.",
  onlyScheduledCancels: "Only a scheduled campaign can be cancelled.",
  unknownCampaign: "No campaign has this id.",
} as const;

export const SCHEDULE_ERRORS = {
  sendAtRequired: "Choose the date and time to send it",
  sendAtInvalid: "Enter a date and time such as 2026-12-03 14:30",
  sendAtPast: "Choose a time in the future",
  sendAtTooFar: "Choose a time within a year",
} as const;

export const ANNOUNCE_TEXT = {
  checkbox: (area: string) => `Announce to subscribers of the ${area}`,
  /** The new post's form, where the area is chosen in the same form. */
  chosenArea: "blog chosen above",
  hint: "Makes a newsletter from the post's title, summary, cover and link. Leave the time empty to send it now.",
  button: (area: string) => `Announce to subscribers of the ${area}`,
  readPost: "Read the post",
  announced: (recipients: number) =>
    `Announced: the newsletter is going to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"} of this area.`,
  announcedLater: (when: string) => `Announcement scheduled for ${when}.`,
  already: "This post was announced already.",
  state: (status: string) => `Announcement to subscribers: ${status}.`,
  notPublished: "Only a published post can be announced.",
  failed: "The post is published, but it could not be announced. Please try again with the announce button.",
  announce: "Announce",
  sendAtHint: "Optional: leave it empty to send now.",
} as const;

/**
 * What a page says after a form without JavaScript came back (?campaign=…): "sent:<n>",
 * "scheduled:<ISO instant>" (shown in the operator's zone), an action's name, "already" or "failed".
 */
export function campaignNotice(
  value: string | undefined,
  zone: string,
  sent: (recipients: number) => string,
): string | null {
  if (!value) return null;
  const [kind = "", detail = ""] = value.split(/:(.*)/s);
  if (kind === "sent") return sent(Number(detail) || 0);
  if (kind === "scheduled") {
    const at = new Date(detail);
    return Number.isNaN(at.getTime()) ? null : SCHEDULE_TEXT.scheduled(whenText(at, zone));
  }
  const fixed: Record<string, string> = {
    cancel: SCHEDULE_TEXT.cancelled,
    pause: CAMPAIGN_TEXT.paused,
    resume: CAMPAIGN_TEXT.resumed,
    already: ANNOUNCE_TEXT.already,
    failed: ANNOUNCE_TEXT.failed,
  };
  return Object.hasOwn(fixed, kind) ? (fixed[kind] ?? null) : null;
}
