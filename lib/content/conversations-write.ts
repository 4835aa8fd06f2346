// Writing to the person behind a record and managing the message templates
// (/admin/templates, the "Write to …" panel of a record and of a person, the move to Rejected).
import { PLACEHOLDERS, PLACEHOLDER_KEYS } from "./conversations";

export const TEMPLATES_PATH = "/admin/templates";
export const TEMPLATES_API = "/api/admin/templates";

/** The record's write endpoint and its preview (app/api/admin/work/[kind]/[id]/messages). */
export const messagesApi = (kind: string, recordId: string) =>
  `/api/admin/work/${encodeURIComponent(kind)}/${encodeURIComponent(recordId)}/messages`;

export const SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;
export const TEMPLATE_NAME_MAX = 80;

/** What a template is for; "not a fit" templates are the ones a move to Rejected offers. */
export const TEMPLATE_PURPOSES = {
  acknowledge: "Acknowledge",
  more_info: "Ask for more information",
  interview: "Invite to interview",
  not_a_fit: "Not a fit",
  offer_call: "Offer a call",
} as const;
export type TemplatePurpose = keyof typeof TEMPLATE_PURPOSES;
export const TEMPLATE_PURPOSE_KEYS = Object.keys(TEMPLATE_PURPOSES) as TemplatePurpose[];

/** The placeholders a template may hold, as the pages list them. */
export const placeholderHint = () =>
  `Placeholders: ${PLACEHOLDER_KEYS.map((key) => `{{${key}}} (${PLACEHOLDERS[key].toLowerCase()})`).join(", ")}.`;

export const TEMPLATES_TEXT = {
  title: "Message templates",
  navLink: "Message templates",
  intro:
    "The messages operators start from when they write to a person from a record. Placeholders are filled with the record's values when the message is written.",
  listTitle: "Templates",
  newTitle: "New template",
  name: "Name",
  subject: "Subject",
  body: "Message (Markdown)",
  purpose: "Purpose",
  noPurpose: "None",
  save: (name: string) => `Save ${name}`,
  create: "Add template",
  remove: (name: string) => `Delete ${name}`,
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
  none: "No templates yet.",
  notices: {
    created: "Template added.",
    saved: "Template saved.",
    deleted: "Template deleted.",
    moved: "Order saved.",
  },
  problem: "The template was not saved:",
} as const;

export const WRITE_TEXT = {
  title: (name: string) => `Write to ${name}`,
  about: (record: string) => `About their ${record}.`,
  template: "Template",
  noTemplate: "No template (blank message)",
  useTemplate: "Use template",
  subject: "Subject",
  body: "Message (Markdown)",
  preview: "Preview",
  previewTitle: "Preview",
  previewSubject: (subject: string) => `Subject: ${subject}`,
  send: "Send",
  sending: "Sending…",
  hint: "Sent from the site's address under the owner's name; a reply comes back to this record.",
  sent: "Message sent.",
  noAddress: "This record has no e-mail address to write to.",
  problems: {
    invalid: "Write a subject and a message.",
    failed: "The message was not sent. Try again.",
  },
} as const;

/** The move form's offer, when the record is rejected. */
export const NOT_FIT_TEXT = {
  label: "When moving to Rejected, send the “not a fit” message",
  hint: "Sent once per record, with its placeholders filled; it counts as a message in the history.",
  template: "“Not a fit” message",
} as const;

export const TEMPLATE_ERRORS = {
  notFound: "This template no longer exists.",
  noNotFit: "Choose a “not a fit” template.",
} as const;
