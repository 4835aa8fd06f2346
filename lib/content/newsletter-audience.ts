// What the operator reads about a campaign's audience: the picker on /Newsletter, the count shown
// before sending, and each campaign's "To:" line.
import { INTEREST_LABELS, type Interest } from "./interests";

export const AUDIENCE_COPY = {
  legend: "Audience",
  everyone: "Everyone (every confirmed subscriber)",
  chosen: "Subscribers who chose any of these topics",
  topicsLegend: "Topics",
  noTopic: "Choose at least one topic, or send to everyone.",
  counting: "Counting subscribers…",
  countFailed: "The number of subscribers could not be counted just now.",
  perTopicTitle: "Confirmed subscribers per topic",
  perTopicHint: "A subscriber who chose several topics is counted once per topic here, and once in a campaign.",
  to: "To:",
} as const;

/** The picker's own inputs, which a form posted without JavaScript sends: its mode and one field per ticked topic. */
export const AUDIENCE_FIELDS = {
  mode: "audience-mode",
  topic: (interest: Interest) => `audience-topic-${interest}`,
} as const;

/** "Everyone", or the chosen topics' names. */
export const audienceLabel = (audience: readonly Interest[] | null): string =>
  audience && audience.length > 0 ? audience.map((interest) => INTEREST_LABELS[interest]).join(", ") : "Everyone";

export const reachCount = (count: number): string =>
  `This campaign will reach ${count} ${count === 1 ? "subscriber" : "subscribers"}.`;

/** The operator's list of subscribers: the topics each chose, and the filter by one of them. */
export const SUBSCRIBER_TOPICS = {
  column: "Topics",
  filter: "Topic",
  all: "Any topic or none",
  /** A subscriber with no topic gets only the campaigns sent to everyone. */
  none: "None (campaigns to everyone only)",
} as const;
