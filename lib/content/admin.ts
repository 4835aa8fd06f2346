// Copy of the operator's area (/admin and /Newsletter).
export const ADMIN_AREA = {
  title: "Operator area",
  skipLink: "Skip to content",
  navLabel: "Operator",
  /** The navigation folded on a phone: its menu button. */
  navMenu: "Menu",
  backToSite: "Back to the website",
  dashboardTitle: "Dashboard",
  chartTitle: "Submissions per week",
  chartIntro:
    "Career applications, business and partnership enquiries and contact messages received in each of the last 12 " +
    "weeks (weeks start on Monday, India time).",
  listsTitle: "Submissions and subscribers",
  forbiddenPageTitle: "Not allowed",
  forbiddenTitle: "This area is for the site's operator only",
  forbiddenText:
    "You are signed in, but your account does not have the operator role. If you need access, ask the site's " +
    "operator.",
  saved: "Saved.",
  notifyApplicant: "Tell the applicant about a new status by e-mail",
  notifyHint: "They get one short mail naming the new status in plain words; the note stays private.",
  resumeMissing: "Resume missing",
  noResults: "Nothing matches these filters.",
  newsletterLink: "Newsletter",
  logOut: "Log out",
  loggingOut: "Logging out...",
  logOutFailed: "Could not log out. Please try again.",
} as const;

export const PIPELINE_STATUSES = ["new", "contacted", "in_progress", "closed", "withdrawn"] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export const PIPELINE_LABELS: Record<PipelineStatus, string> = {
  new: "New",
  contacted: "Contacted",
  in_progress: "In progress",
  closed: "Closed",
  withdrawn: "Withdrawn by the applicant",
};

export const SUBSCRIBER_STATUS_LABELS: Record<string, string> = {
  pending: "Pending (not confirmed)",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const OUTBOX_STATUS_LABELS: Record<string, string> = {
  pending: "Waiting",
  sent: "Sent",
  failed: "Refused",
};

export const OUTBOX_TEXT = {
  title: "Outgoing mail",
  retryTitle: "Send again",
  retryHint: "Refused mail is not retried by itself. Sending again puts it at the front of the queue.",
  retry: "Send again now",
  retried: "Queued to be sent again.",
  alreadySent: "This mail was already sent.",
} as const;

export const EXPERIENCE_LABELS: Record<string, string> = {
  good: "Good",
  average: "Average",
  "below-average": "Below average",
  bad: "Bad",
};

export const FEEDBACK_QUESTIONS = {
  appliedBefore: "Applied before",
  gotCall: "Got a call",
  selected: "Selected",
  experience: "Experience",
  suggestions: "Suggestions",
} as const;

export const NEWSLETTER_PAGE = {
  heading: "Newsletter",
  title: "Send Newsletter",
  intro:
    "Goes to every confirmed subscriber, or to those who chose the topics you tick. Pending and unsubscribed " +
    "addresses never receive it.",
  confirmedNow: "Confirmed subscribers now:",
  subject: "Subject",
  message: "Message",
  messageHint: "Plain text. Leave an empty line between paragraphs.",
  format: "Format",
  formats: { plain: "Plain text", markdown: "Markdown, as in blog posts" },
  image: "Image (optional)",
  imageHint: "JPEG, PNG, WebP or GIF, up to 5 MB. It is re-encoded and sent inside the mail.",
  preview: "Preview",
  hidePreview: "Hide preview",
  previewTitle: "Preview",
  sendTest: "Send a test to me",
  sendingTest: "Sending test...",
  send: "Send Newsletter",
  sending: "Sending...",
  historyTitle: "Campaigns",
  noCampaigns: "No newsletter has been sent yet.",
  pauseUpdates: "Pause live updates",
  resumeUpdates: "Resume live updates",
  pause: "Pause sending",
  resume: "Resume sending",
} as const;

export const CAMPAIGN_STATUS_LABELS = {
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  done: "Finished",
  cancelled: "Cancelled",
} as const;

export const BLOG_STATUS_LABELS: Record<string, string> = {
  pending: "Pending review",
  published: "Published",
  rejected: "Rejected",
  unpublished: "Taken down",
};

export const MODERATION_TEXT = {
  previewTitle: "Preview",
  moderationTitle: "Moderation",
  publish: "Publish",
  reject: "Reject",
  reason: "Reason for rejecting (optional)",
  reasonHint: "Mailed to the submitter. Plain text.",
  published: "Published. The post is now on its area's pages.",
  rejected: "Rejected. The submitter is told by e-mail when they left an address.",
  alreadyPublished: "This post is already published.",
  alreadyRejected: "This post is already rejected.",
  unpublish: "Unpublish",
  unpublishReason: "Reason for taking it down",
  unpublishHint: "Mailed to the writer and shown in their list of posts; they can revise the post and submit it again.",
  unpublished: "Unpublished. The post is off its area's pages, and its writer is told why by e-mail.",
  notPublished: "Only a published post can be unpublished.",
  unknownPost: "No blog post has this id.",
  viewLive: "Open the public page",
} as const;

/**
 * Why a post's page refused its form, by the key its redirect names (?refused=…): publishing,
 * rejecting or saving a post its writer changed after the operator's page was made from it.
 */
export const MODERATION_REFUSED = {
  changed: "This post changed since you read it. Reload to see the changes.",
} as const;

/** A record's detail form, after its status or note was saved. */
export const RECORD_SAVED = "Saved.";

/** Answers of the campaign pause/resume handler and the sender's reasons for a pause. */
export const CAMPAIGN_TEXT = {
  paused: "The campaign is paused.",
  resumed: "The campaign is sending again.",
  onlySendingPauses: "Only a campaign that is sending can be paused.",
  onlyPausedResumes: "Only a paused campaign can be resumed.",
  pausedBy: (email: string) => `Paused by ${email}.`,
  pausedAfterErrors: (errors: number, lastError: string) =>
    `Paused after ${errors} failed sends in a row. The last error was: "${lastError}". ` +
    "Check the mail server, then press Resume: sending continues where it stopped.",
} as const;

/** The record detail page's resume download, when the file is not there. */
export const RESUME_MISSING = {
  notReceived: "No resume arrived for this submission.",
  notStored: "The file is missing from storage.",
} as const;

/** The newsletter form's "Send a test to me". */
export const testCopySent = (email: string) => `A test copy is on its way to ${email}.`;
