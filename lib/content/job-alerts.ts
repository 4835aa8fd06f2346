// Job alerts: what the form on /careers/jobs, the confirm and manage pages and the alert mails say
// (lib/features/job-alerts).
export const JOB_ALERTS_PATH = "/careers/alerts";
export const ALERT_CADENCES = [
  { value: "instant", label: "As soon as a job opens" },
  { value: "daily", label: "In one daily digest" },
] as const;
export type AlertCadence = (typeof ALERT_CADENCES)[number]["value"];
export const MAX_ALERTS_PER_EMAIL = 5;

/** The manage page of the alert `token` names (none after a delete), saying what was `done`, if anything. */
export function alertManagePath(token: string | null, done?: string): string {
  const query = [token === null ? "" : `token=${encodeURIComponent(token)}`, done ? `done=${done}` : ""];
  return `${JOB_ALERTS_PATH}/manage?${query.filter(Boolean).join("&")}`;
}

export const JOB_ALERT_TEXT = {
  id: "job-alert",
  heading: "Mail me new jobs like these",
  intro:
    "Get the positions that match these filters by e-mail. We send a link to confirm first; every mail lets you " +
    "change or stop the alert.",
  email: "Your e-mail address",
  cadence: "How often",
  filters: (described: string) => `Alert for: ${described}`,
  anyJob: "every new position",
  /** The confirmation mail names search words this way, never quoting them. */
  searchWords: "your search words",
  submit: "Create the alert",
  /** The same answer whether or not the address is known, or already has its 5 alerts. */
  sent: "Thank you. If this address can take another alert (at most 5), a link to confirm it is on its way.",
  invalidLink: "This link is not valid any more. Please create the alert again from the jobs page.",
  confirmAsk: {
    title: "Confirm your job alert",
    text: "Confirm that you want new positions like these by e-mail.",
    button: "Confirm the alert",
  },
  confirmed: {
    title: "Your job alert is on",
    text: "You will get new positions that match it. Every alert mail has a link to change or stop it.",
  },
  manageTitle: "Your job alert",
  save: "Save changes",
  saved: "Your alert is saved.",
  pause: "Pause the alert",
  resume: "Resume the alert",
  paused: "This alert is paused: nothing is sent until you resume it.",
  remove: "Delete the alert",
  removed: "Your alert is deleted. You will get no more mails from it.",
  resumed: "Your alert is on again.",
  search: "Search words",
  location: "City (leave it empty for any place)",
  /** Under the city field: what an alert for a city matches (lib/validation/job-alerts.ts inCity). */
  locationHint:
    "Every job in that city matches, whatever follows its name: “Kanpur” matches “Kanpur, Uttar Pradesh”. " +
    "Capitals do not matter.",
  status: (paused: boolean) => (paused ? "Paused" : "On"),
} as const;

/** My job alerts (/account/alerts): the alerts of the account's verified address. */
export const ACCOUNT_ALERTS_PAGE = {
  title: "My job alerts",
  intro: (email: string) =>
    `The job alerts of ${email}. Cancel one here, or open it to change its filters, pause or resume it.`,
  empty: "This address has no job alerts. Create one under the jobs list.",
  columns: { what: "Alert for", cadence: "How often", status: "Status", created: "Created", action: "Action" },
  pending: "Waiting for you to confirm it by e-mail",
  manage: "Change",
  manageLabel: (described: string) => `Change the alert for ${described}`,
  cancel: "Cancel",
  cancelLabel: (described: string) => `Cancel the alert for ${described}`,
  cancelled: "The alert is cancelled. You will get no more mails from it.",
  cannotCancel: "This alert is not one of yours any more.",
} as const;

export const JOB_ALERT_MAILS = {
  confirm: {
    subject: "Please confirm your job alert",
    paragraphs: (described: string) => [
      `You asked for new positions by e-mail: ${described}.`,
      "Please confirm with the link below. It works for 7 days; if you did not ask for this, ignore this mail " +
        "and nothing will be sent.",
    ],
    action: "Confirm the alert",
  },
  instant: {
    subject: (title: string) => `New position: ${title}`,
    intro: (described: string) => `A position that matches your alert (${described}) has just opened:`,
  },
  digest: {
    subject: (count: number) =>
      count === 1 ? "1 new position for your job alert" : `${count} new positions for your job alert`,
    intro: (described: string) => `Positions that opened since your last digest and match your alert (${described}):`,
  },
  manage: "Change or stop this alert",
} as const;
