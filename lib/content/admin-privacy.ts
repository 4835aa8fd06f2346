// Copy of the operator's data-request page (/admin/privacy): find, export and erase one person's data.
import { SUBMISSION_LIST_TITLES } from "./admin-records";

export const PRIVACY_AREA = {
  title: "Data requests",
  navLabel: "Data requests",
  intro:
    "Find everything the site holds about one e-mail address, give the person a copy of it, or erase it when " +
    "they ask. The privacy policy promises an answer within 30 days.",
  searchLabel: "E-mail address",
  searchButton: "Search",
  resultsTitle: (email: string) => `Data held for ${email}`,
  nothingFound: (email: string) => `Nothing is stored for ${email}.`,
  rowsCaption: "Rows and files per kind",
  kindHeader: "Kind",
  rowsHeader: "Rows",
  filesHeader: "Files",
  exportTitle: "Export",
  exportHint: "A zip file with one JSON file of every row and the person's stored files (resumes, blog images).",
  exportButton: "Download the export",
  eraseTitle: "Erase",
  eraseHint:
    "Removes every row and file listed above, any mail still waiting to be sent to the address, and the " +
    "person's sessions. It cannot be undone. A record of the erasure (when, by whom, how many rows and files of " +
    "each kind) is kept; it holds no personal data.",
  confirmLabel: "Type the e-mail address to confirm",
  eraseButton: "Erase all of it",
  erased: (rows: number, files: number) =>
    `Erased ${rows} rows and ${files} files. The erasure record holds only the counts.`,
  confirmMismatch: "The address typed does not match. Nothing was erased.",
  operatorRefused: "This address belongs to an operator account. Remove the operator role first; nothing was erased.",
  historyTitle: "Recent erasures",
  historyCaption: "The last erasures: when, by which operator, and how many rows and files",
  whenHeader: "When",
  byHeader: "Operator",
  noHistory: "No erasures yet.",
} as const;

/** How each table of a person's data is named on the page and in the export. */
export const PERSON_KIND_LABELS: Record<string, string> = {
  accounts: "Accounts",
  sessions: "Sessions",
  oneTimeCodes: "One-time codes",
  codeGuards: "Code attempt counters",
  careerApplications: SUBMISSION_LIST_TITLES.career,
  businessEnquiries: SUBMISSION_LIST_TITLES.business,
  partnershipEnquiries: SUBMISSION_LIST_TITLES.partnership,
  feedback: "Feedback",
  contactMessages: SUBMISSION_LIST_TITLES.contact,
  subscriptions: "Newsletter subscriptions",
  jobAlerts: "Job alerts",
  newsletterDeliveries: "Newsletter deliveries",
  blogPosts: "Blog submissions and posts",
  blogAuthorClaims: "Author names claimed",
  blogAuthorBios: "Author page bios",
  outboxMail: "Outgoing mail",
  operatorInvites: "Operator invitations received",
  operatorInvitesSent: "Operator invitations sent (address replaced)",
  auditEvents: "Audit trail entries (address replaced)",
  campaigns: "Newsletters sent (address replaced)",
  siteSettings: "Company details saved (address replaced)",
  workItems: "Records in the team's pipelines",
  workEvents: "Timeline entries of those records",
  workNotes: "Internal notes on those records",
  workNoteMentions: "Notes on other records naming the address (address replaced)",
  workEventMentions: "Timeline entries of other records naming the address (address replaced)",
  messages: "Messages written to the address or received from it, with the received mail",
  messageAttachments: "Files that came with those messages",
  interviewInvites: "Interview invitations on those records",
};
