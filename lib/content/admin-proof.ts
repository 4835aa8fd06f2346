// The operator's proof-of-work screens (/admin/proof): case studies, client logos and team members,
// each kind's form as data (components/admin/proof-form.tsx draws any of them), and the notices.
import { CASE_STUDY_SERVICES, type ProofKind } from "./proof";
import { PROOF_LIMITS } from "../validation/proof";

export type ProofFieldSpec = {
  name: string;
  label: string;
  kind: "text" | "textarea" | "email" | "url" | "select" | "checkbox";
  hint?: string;
  max?: number;
  required?: boolean;
  rows?: number;
  options?: ReadonlyArray<{ readonly value: string; readonly label: string }>;
};
export type ProofFieldGroup = { legend: string; hint?: string; fields: ProofFieldSpec[] };
export type ProofKindCopy = {
  title: string;
  newLink: string;
  newTitle: string;
  editTitle: (name: string) => string;
  empty: string;
  caption: string;
  image: { label: string; hint: string; replaceHint: string; current: string };
  groups: ProofFieldGroup[];
};

/** The words of a kind's list and its new and edit pages, for a kind called `plural` (one `single`). */
const listCopy = (plural: string, single: string): Omit<ProofKindCopy, "image" | "groups"> => ({
  title: plural,
  newLink: `New ${single}`,
  newTitle: `New ${single}`,
  editTitle: (name) => `Edit ${single}: ${name}`,
  empty: `No ${plural.toLowerCase()} yet.`,
  caption: `${plural} in the order the site shows them`,
});
const PLAIN_TEXT_HINT = 'Plain text. Leave a blank line between paragraphs; start a line with "- " for a list item.';
const IMAGE_HINT = "JPEG, PNG or WebP, up to 5 MB.";
/** The image field's words, for a kind whose image is called `noun`. */
const imageCopy = (label: string, noun: string): ProofKindCopy["image"] => ({
  label,
  hint: `${IMAGE_HINT} Needed before publishing.`,
  replaceHint: `${IMAGE_HINT} Choose a file only to replace the ${noun}.`,
  current: `Current ${noun}`,
});

const figureFields: ProofFieldSpec[] = Array.from({ length: PROOF_LIMITS.figures }, (_, index) => [
  {
    name: `figures.${index}.value`,
    label: `Figure ${index + 1}: number`,
    kind: "text" as const,
    max: PROOF_LIMITS.figureValue,
    hint: index === 0 ? "e.g. 40%" : undefined,
  },
  {
    name: `figures.${index}.label`,
    label: `Figure ${index + 1}: what it measures`,
    kind: "text" as const,
    max: PROOF_LIMITS.figureLabel,
    hint: index === 0 ? "e.g. less time to hire" : undefined,
  },
]).flat();

const CASE_STUDIES: ProofKindCopy = {
  ...listCopy("Case studies", "case study"),
  image: imageCopy("Cover image", "cover"),
  groups: [
    {
      legend: "The client and the work",
      fields: [
        { name: "title", label: "Title", kind: "text", required: true, max: PROOF_LIMITS.title },
        {
          name: "clientName",
          label: "Client",
          kind: "text",
          required: true,
          max: PROOF_LIMITS.line,
          hint: 'Their name, or a description such as "A hospital group in Lucknow" when they are not to be named.',
        },
        { name: "anonymised", label: "The client is not to be named", kind: "checkbox" },
        { name: "industry", label: "Industry", kind: "text", required: true, max: PROOF_LIMITS.line },
        {
          name: "service",
          label: "Service",
          kind: "select",
          required: true,
          options: CASE_STUDY_SERVICES,
          hint: "The case study shows on this service's page.",
        },
        {
          name: "summary",
          label: "Summary",
          kind: "text",
          required: true,
          max: PROOF_LIMITS.summary,
          hint: "One or two sentences for the cards and search engines.",
        },
        {
          name: "imageAlt",
          label: "Describe the cover image",
          kind: "text",
          max: PROOF_LIMITS.alt,
          hint: "For people who cannot see it. Needed with a cover.",
        },
      ],
    },
    {
      legend: "The story",
      hint: PLAIN_TEXT_HINT,
      fields: [
        {
          name: "challenge",
          label: "The challenge",
          kind: "textarea",
          required: true,
          max: PROOF_LIMITS.text,
          rows: 6,
        },
        { name: "approach", label: "Our approach", kind: "textarea", required: true, max: PROOF_LIMITS.text, rows: 6 },
        { name: "results", label: "The results", kind: "textarea", required: true, max: PROOF_LIMITS.text, rows: 6 },
      ],
    },
    { legend: "Results in numbers", hint: "At least one: a number and what it measures.", fields: figureFields },
    {
      legend: "Quote (optional)",
      hint:
        "Only with the person's agreement to be named. Their e-mail address is never shown: it lets the privacy " +
        "tools find the quote if they ask.",
      fields: [
        { name: "quoteText", label: "Quote", kind: "textarea", max: PROOF_LIMITS.quote, rows: 3 },
        { name: "quoteName", label: "Quoted person's name", kind: "text", max: PROOF_LIMITS.line },
        { name: "quoteRole", label: "Their role", kind: "text", max: PROOF_LIMITS.line },
        { name: "quoteEmail", label: "Their e-mail address (not shown)", kind: "email" },
        { name: "quoteConsent", label: "They agreed to be quoted by name", kind: "checkbox" },
      ],
    },
  ],
};

const CLIENT_LOGOS: ProofKindCopy = {
  ...listCopy("Client logos", "client logo"),
  image: imageCopy("Logo", "logo"),
  groups: [
    {
      legend: "The client",
      fields: [
        { name: "name", label: "Client name", kind: "text", required: true, max: PROOF_LIMITS.line },
        {
          name: "websiteUrl",
          label: "Website (optional)",
          kind: "url",
          max: PROOF_LIMITS.url,
          hint: "A full link starting with https://",
        },
      ],
    },
  ],
};

const TEAM: ProofKindCopy = {
  ...listCopy("Team members", "team member"),
  image: imageCopy("Photo", "photo"),
  groups: [
    {
      legend: "The person",
      hint: "Their e-mail address is never shown: it lets the privacy tools find this entry if they ask.",
      fields: [
        { name: "name", label: "Name", kind: "text", required: true, max: PROOF_LIMITS.line },
        { name: "role", label: "Role", kind: "text", required: true, max: PROOF_LIMITS.line },
        { name: "bio", label: "Short bio", kind: "textarea", required: true, max: PROOF_LIMITS.bio, rows: 4 },
        {
          name: "profileUrl",
          label: "Profile link (optional)",
          kind: "url",
          max: PROOF_LIMITS.url,
          hint: "e.g. their LinkedIn page, starting with https://",
        },
        { name: "email", label: "Their e-mail address (not shown)", kind: "email", required: true },
        { name: "consent", label: "They agreed to be shown on the site", kind: "checkbox", required: true },
      ],
    },
  ],
};

export const ADMIN_PROOF = {
  title: "Proof of work",
  navLink: "Proof of work",
  intro:
    "Case studies, client logos and the team, as the service pages, /about and /case-studies show them. Each " +
    "stays a draft until you publish it.",
  kinds: { "case-studies": CASE_STUDIES, "client-logos": CLIENT_LOGOS, team: TEAM } satisfies Record<
    ProofKind,
    ProofKindCopy
  >,
  columns: ["Name", "Status", "Order"],
  status: { draft: "Draft", published: "Published" } as Record<string, string>,
  statusLine: (status: string) => `Status: ${status}`,
  actionsTitle: "Publishing",
  actions: {
    publish: "Publish",
    unpublish: "Take down (back to draft)",
    up: "Move up",
    down: "Move down",
    delete: "Delete",
  },
  moveLabel: (action: "up" | "down", name: string) => `Move ${name} ${action}`,
  deleteConfirm: "Yes, delete it and its image",
  publicPage: "View the public page",
  back: "Back to proof of work",
  create: "Create as draft",
  save: "Save",
  saving: "Saving...",
  fixFields: "Please correct the fields marked below.",
  imageRequired: "Add an image before publishing.",
  altRequired: "Describe the cover image for people who cannot see it",
  notices: {
    created: "Created as a draft. Publish it when it is ready.",
    saved: "Changes saved.",
    publish: "Published: it is on the site now.",
    unpublish: "Taken down: it is a draft again.",
    up: "Moved up.",
    down: "Moved down.",
    delete: "Deleted, with its image.",
  },
  unknown: "There is no such entry.",
} as const;

/** The notice of a `?saved=` the pages are sent back with; null for anything else. */
export const proofNotice = (saved: string | undefined): string | null =>
  saved !== undefined && Object.hasOwn(ADMIN_PROOF.notices, saved)
    ? ADMIN_PROOF.notices[saved as keyof typeof ADMIN_PROOF.notices]
    : null;
