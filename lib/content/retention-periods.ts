// How long the site keeps each kind of personal data: the one home of the periods that the privacy
// policy (lib/content/terms-privacy.ts) states and `npm run retention`
// (lib/features/admin/retention.ts) enforces. test/retention-policy.test.ts reads both.
export const RETENTION_PERIODS = {
  /** Career applications, resumes and feedback: after the applicant's last application. */
  applicationYears: 5,
  /** Proposals, invoices, payments and refunds (kept outside this site). */
  transactionYears: 7,
  /** Server and mail logs: outbox rows, newsletter deliveries, .eml files. */
  logMonths: 12,
  /** Business and partnership enquiries and contact messages: after the sender's last one. */
  enquiryYears: 2,
  /** Job alerts never confirmed: as long as their confirmation link works. */
  unconfirmedAlertDays: 7,
  /** A saved applicant profile and its resume: after its last change. */
  profileYears: 2,
  /** Mail that reached us but matched no conversation: kept for the team to file it by hand. */
  unmatchedMailDays: 90,
} as const;
