// What an applicant reads of their own records under My applications (lib/features/account/progress.ts):
// where each stands, in four plain words that never name the team's own stages, and the messages
// the company wrote to them, with their own replies.
import { NO_SUBJECT } from "./conversations-inbound";

/** Where a record stands, as its person may know it. */
export const APPLICANT_STAGES = {
  received: "Received",
  in_review: "In review",
  interview_booked: "Interview booked",
  closed: "Closed",
} as const;

export type ApplicantStage = keyof typeof APPLICANT_STAGES;

export const APPLICANT_MESSAGES = {
  /** The section under the table. */
  title: "Messages",
  intro: "What our team wrote to you about each application, and your replies.",
  /** One application's messages: "Career application: QA Lead (IT)". */
  heading: (kind: string, about: string) => `${kind}: ${about}`,
  fromUs: (name: string) => `From ${name}`,
  fromYou: "Your reply",
  sentAt: (when: string) => `Sent ${when}`,
  receivedAt: (when: string) => `Received ${when}`,
  noSubject: NO_SUBJECT,
} as const;
