// What the newsletter measures, and says it does not: the operator's campaign figures, the pages a
// counted link answers when it cannot lead on, and the dashboard's chart of subscribers.
export const CAMPAIGN_MEASURES = {
  privacyNote:
    "What is measured, per campaign only: copies delivered and failed, how many confirmed subscribers " +
    "unsubscribed through its mail, and how often each of its links was followed. Every reader gets the same " +
    "counted link, so nothing records who clicked; mails carry no open pixel and the links set no cookie.",
  delivered: "Delivered",
  failed: "Failed",
  unsubscribed: "Unsubscribed after it",
  linksCaption: (subject: string) => `Clicks per link of ${subject}`,
  link: "Link",
  clicks: "Clicks",
} as const;

/** The small pages /api/newsletter/click answers instead of a redirect. */
export const CLICK_PAGES = {
  notFound: {
    title: "This link is not valid",
    body: "This newsletter link is incomplete or was changed. Please open it exactly as it appears in the mail.",
  },
  unavailable: {
    title: "This link cannot be opened right now",
    body: "We cannot look up where this newsletter link leads just now. Please try again in a moment.",
  },
  home: "Go to the home page",
} as const;

export const SUBSCRIBER_CHART = {
  title: "Newsletter subscribers",
  intro:
    "Confirmed subscribers at the end of each week, with those who confirmed and who unsubscribed that week, " +
    "read from each address's current record (an address that left and came back counts from its latest " +
    "confirmation).",
  confirmed: "Confirmed at the end of the week",
  joined: "Confirmed that week",
  left: "Unsubscribed that week",
  description: (now: number, weeks: number, first: number) =>
    `Confirmed subscribers now: ${now}; at the end of the first of the last ${weeks} weeks: ${first}. The table below gives the numbers per week.`,
} as const;
