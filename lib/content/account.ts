// Copy of a signed-in visitor's own pages (/account, /account/applications) and the account mails
// (the navbar's account links and menu are in ./account-links.ts). The application statuses are
// the operator's pipeline in plain words.
import type { PipelineStatus } from "./admin";

/** What an applicant reads for each status the operator sets. */
export const APPLICATION_STATUS_WORDS: Record<PipelineStatus, string> = {
  new: "Received, not yet reviewed",
  contacted: "We have been in touch with you",
  in_progress: "Being reviewed",
  closed: "Closed",
  withdrawn: "Withdrawn by you",
};

export const statusWords = (status: string) => APPLICATION_STATUS_WORDS[status as PipelineStatus] ?? status;

/** The kinds of record listed under My applications, named as the applicant knows them. */
export const APPLICATION_KIND_TITLES = {
  career: "Career application",
  business: "Business enquiry",
  partnership: "Partnership enquiry",
  contact: "Contact message",
} as const;
export type ApplicationKind = keyof typeof APPLICATION_KIND_TITLES;
export const APPLICATION_KINDS = Object.keys(APPLICATION_KIND_TITLES) as ApplicationKind[];

export const APPLICATIONS_PAGE = {
  title: "My applications",
  intro: (email: string) =>
    `Every application, enquiry and contact message sent with ${email}, before or after you signed up, with the status our team has given it.`,
  empty: "Nothing has been sent with this address yet.",
  columns: {
    sent: "Sent",
    kind: "Kind",
    about: "Position or subject",
    status: "Status",
    file: "File",
    action: "Action",
  },
  noFile: "No file",
  withdraw: "Withdraw",
  withdrawLabel: (kind: string, sent: string) => `Withdraw the ${kind.toLowerCase()} sent ${sent}`,
  withdrawn: "Your application is withdrawn. Our team sees it as withdrawn.",
  cannotWithdraw: "This application can no longer be withdrawn.",
} as const;

export const ACCOUNT_PAGE = {
  title: "Your account",
  intro: (email: string) => `Signed in as ${email}.`,
  nameTitle: "Your name",
  nameLabel: "Name",
  nameSave: "Save name",
  nameSaved: "Your name is saved.",
  passwordTitle: "Change password",
  passwordIntro: "After the change, every other browser signed in to this account is signed out.",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  passwordSave: "Change password",
  passwordSaved: "Your password is changed. Other browsers are signed out.",
  wrongPassword: "The current password is not correct.",
  noPassword:
    "This account signs in with Google and has no password yet. Use Forgot password on the login screen to set " +
    "one.",
  dataTitle: "Download my data",
  dataIntro:
    "One zip file: everything we store about your address as one JSON file (account, applicant profile, sessions, " +
    "applications, enquiries, messages, feedback, subscription, blog submissions and the mail we sent you), and " +
    "the files you sent us, such as resumes and images.",
  dataDownload: "Download my data",
  deleteTitle: "Delete my account and data",
  deleteIntro:
    "We mail a code to your address; entering it deletes your account as the privacy policy describes: " +
    "enquiries, contact messages, feedback and files are deleted, and career applications are kept only without " +
    "anything that names or reaches you.",
  deleteSend: "Mail me a deletion code",
  deleteCodeSent: "The code is on its way. Enter it below within 10 minutes.",
  deleteCodeTitle: "Enter your deletion code",
  deleteCode: "Deletion code",
  deleteConfirm: "Delete my account and data",
  deleted: "Your account and data are deleted.",
  operatorCannotDelete:
    "An operator account cannot be deleted here. Ask another operator to remove you as an operator in the " +
    "operator area (Operators), then delete your account.",
  working: "Please wait...",
  failed: "That did not work. Please try again.",
} as const;

export const ACCOUNT_META = {
  account: { title: "Your account", robots: { index: false } },
  applications: { title: "My applications", robots: { index: false } },
  alerts: { title: "My job alerts", robots: { index: false } },
} as const;

export const ACCOUNT_ANSWERS = {
  codeRefused: "The code is not correct or has expired. Please request a new one.",
  nameSaved: ACCOUNT_PAGE.nameSaved,
  passwordSaved: ACCOUNT_PAGE.passwordSaved,
  deleted: ACCOUNT_PAGE.deleted,
  codeSent: ACCOUNT_PAGE.deleteCodeSent,
  withdrawn: APPLICATIONS_PAGE.withdrawn,
} as const;

/** Stands in for every name in a career application kept after its applicant deleted the account. */
export const ANONYMISED_NAME = "Deleted";
