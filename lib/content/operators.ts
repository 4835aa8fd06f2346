// The operators page (/admin/operators), the invitation mail and the screen that accepts it.

export const OPERATORS_COPY = {
  title: "Operators",
  intro: "Everyone who can open this area. Operators sign in with a password and an authenticator app.",
  listCaption: "Operators of the site.",
  columns: ["Name", "E-mail", "Two-step sign-in", "Action"],
  enrolled: "On",
  notEnrolled: "Not set up yet",
  you: "(you)",
  remove: (email: string) => `Remove ${email}`,
  inviteTitle: "Invite an operator",
  inviteIntro:
    "We mail a link to this address. The person signs up or logs in with it, accepts, and sets up two-step " +
    "sign-in.",
  inviteLabel: "E-mail address",
  inviteSubmit: "Send invitation",
  pendingTitle: "Invitations waiting",
  pendingCaption: "Invitations not yet accepted.",
  pendingColumns: ["E-mail", "Invited by", "Expires"],
  noPending: "No invitations are waiting.",
  cancel: (email: string) => `Cancel invitation to ${email}`,
  cancelTitle: (email: string) => `Cancel the invitation to ${email}?`,
  cancelIntro: "The link in the mail stops working at once. You can invite the address again later.",
  cancelConfirm: "Yes, cancel the invitation",
  cancelKeep: "No, keep it",
} as const;

export const OPERATORS_MESSAGES = {
  invited: (email: string) => `Invitation sent to ${email}.`,
  alreadyOperator: "This address already belongs to an operator.",
  removed: "The operator was removed and signed out everywhere.",
  lastOperator: "The last operator cannot be removed: invite another operator first.",
  unknownOperator: "There is no operator with this id.",
  email: "Enter a valid email address.",
  inviteInvalid: "This invitation link is not valid any more. Ask an operator to invite you again.",
  cancelled: "The invitation was cancelled: its link no longer works.",
  unknownInvite: "There is no waiting invitation with this id.",
} as const;

/** What the operators page says after its forms brought the operator back (?saved=...). */
export const OPERATORS_NOTICES = {
  invited: "Invitation sent.",
  removed: OPERATORS_MESSAGES.removed,
  cancelled: OPERATORS_MESSAGES.cancelled,
} as const;

export const INVITE_COPY = {
  title: "Operator invitation",
  intro: (inviter: string) => `${inviter} invited you to help run this site as an operator.`,
  logInFirst: "Log in or sign up with the address the invitation was sent to, then come back to this page.",
  logIn: "Log in",
  signUp: "Sign up",
  wrongAccount: (email: string) =>
    `You are signed in as ${email}, but the invitation was sent to another address. Log out and log in with that address.`,
  accept: "Accept and set up two-step sign-in",
  accepted: "You are an operator now. Next, set up two-step sign-in.",
} as const;

export const INVITE_MAIL = {
  subject: "You are invited to be an operator",
  paragraphs: (inviter: string, days: number) => [
    `${inviter} invited you to help run the website as an operator.`,
    `Open the link, sign up or log in with this address and accept. The link works for ${days} days. Operators sign in with a password and an authenticator app on their phone.`,
    "If you did not expect this, ignore this mail: nothing changes until you accept.",
  ],
  action: "Open the invitation",
};
