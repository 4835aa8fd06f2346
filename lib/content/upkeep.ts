// The operator dashboard's "Scheduled upkeep" section: the last run of retention and cleanup
// (lib/features/admin/upkeep.ts), what it removed, and when the next is due.

/** Each kind a run removes, as it reads after a count: [one, many]. */
export const UPKEEP_KINDS = {
  careerApplications: ["career application", "career applications"],
  resumeFiles: ["resume file", "resume files"],
  businessEnquiries: ["business enquiry", "business enquiries"],
  partnershipEnquiries: ["partnership enquiry", "partnership enquiries"],
  enquiryFiles: ["enquiry file", "enquiry files"],
  contactMessages: ["contact message", "contact messages"],
  feedback: ["feedback answer", "feedback answers"],
  outboxMails: ["sent mail log row", "sent mail log rows"],
  deliveries: ["newsletter delivery row", "newsletter delivery rows"],
  mailFiles: ["mail file", "mail files"],
  orphanFiles: ["orphan file", "orphan files"],
  vitals: ["Web Vitals row", "Web Vitals rows"],
  auditEvents: ["audit event", "audit events"],
  jobAlerts: ["unconfirmed job alert", "unconfirmed job alerts"],
  unmatchedMail: ["unmatched mail", "unmatched mails"],
  sessions: ["expired session", "expired sessions"],
  codes: ["expired one-time code", "expired one-time codes"],
  codeGuards: ["expired code failure count", "expired code failure counts"],
} as const satisfies Record<string, readonly [string, string]>;

export type UpkeepKind = keyof typeof UPKEEP_KINDS;

export const UPKEEP_COPY = {
  title: "Scheduled upkeep",
  intro:
    "Retention as the privacy policy states it, expired sessions and codes, stored files no row points to, and " +
    "Web Vitals past 90 days are removed on a timer by one instance at a time (UPKEEP_INTERVAL), or by npm run " +
    "retention.",
  off: "Scheduled upkeep is off (UPKEEP_INTERVAL=off): only npm run retention removes anything.",
  never: "Upkeep has not run yet.",
  lastRun: (when: string, seconds: string, byCommand: boolean) =>
    `Last run: ${when}, took ${seconds} s${byCommand ? " (npm run retention)" : ""}.`,
  running: (when: string) => `Last run: started ${when}, not finished (still running, or its instance stopped).`,
  removedNothing: "It removed nothing.",
  removed: (items: string[]) => `It removed ${items.join(", ")}.`,
  failed: "Some steps failed (the others ran):",
  nextDue: (when: string) => `Next run due: ${when}.`,
} as const;

/** "3 expired sessions", "1 orphan file". */
export function upkeepCount(kind: UpkeepKind, count: number): string {
  const [one, many] = UPKEEP_KINDS[kind];
  return `${count} ${count === 1 ? one : many}`;
}
