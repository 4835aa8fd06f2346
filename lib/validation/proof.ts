// The operator's proof-of-work forms (case study, client logo, team member), sent as multipart
// form posts: every value a string, a ticked box "on", a figure as `figures.N.value` and
// `figures.N.label`. zod/mini, as the form page shares these rules and limits.
import { z } from "zod/mini";
import { CASE_STUDY_SERVICE_VALUES } from "../content/proof";
import { emailField } from "./email-field";
import { isWebLink } from "./link";
import { optionalLongText, requiredLongText, requiredText } from "./wizard/fields";

export const PROOF_LIMITS = {
  title: 120,
  line: 120,
  summary: 300,
  text: 4000,
  figures: 4,
  figureValue: 20,
  figureLabel: 80,
  alt: 200,
  quote: 600,
  bio: 600,
  url: 300,
} as const;

/** The multipart field of the image: a cover, a logo or a photo. */
export const PROOF_IMAGE_FIELD = "image";
/** Fields of a form, file aside: bounds what the multipart reader keeps. */
export const PROOF_MAX_FIELDS = 30;

const ticked = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => value === "on" || value === "true"),
);
const optionalLine = (max: number) =>
  z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, { error: `At most ${max} characters`, abort: true }),
        z.regex(/^[^\p{Cc}]*$/u, { error: "Use one line of text" }),
      ),
    "",
  );
const optionalLink = (label: string) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(PROOF_LIMITS.url, { error: `${label} must be at most ${PROOF_LIMITS.url} characters`, abort: true }),
      z.refine((value: string) => value === "" || isWebLink(value), {
        error: `${label} must be a full link starting with https://`,
      }),
    ),
    "",
  );

export type Figure = { value: string; label: string };

/** The figure slots of a form post as one list (JSON already sends one). */
function figuresFromForm(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const fields = input as Record<string, unknown>;
  if (Array.isArray(fields.figures)) return input;
  const slots = Array.from({ length: PROOF_LIMITS.figures }, (_, index) => ({
    value: fields[`figures.${index}.value`] ?? "",
    label: fields[`figures.${index}.label`] ?? "",
  }));
  return { ...fields, figures: slots };
}

const figureSlot = z.object({
  value: optionalLine(PROOF_LIMITS.figureValue),
  label: optionalLine(PROOF_LIMITS.figureLabel),
});

export const FIGURE_MESSAGES = {
  none: "Give at least one result in numbers",
  value: "Give the number for this result",
  label: "Say what this number measures",
} as const;

export const QUOTE_MESSAGES = {
  details: "Write the quote, or clear the quoted person's details",
  name: "Name the person quoted",
  consent: "Quote someone only with their agreement to be named",
  anonymised: "A case study that does not name its client cannot quote a named person",
} as const;

const caseStudyFields = z.object({
  title: requiredText("Title is required", PROOF_LIMITS.title),
  clientName: requiredText("Name the client, or describe them if they are not to be named", PROOF_LIMITS.line),
  anonymised: ticked,
  industry: requiredText("Industry is required", PROOF_LIMITS.line),
  service: z.enum(CASE_STUDY_SERVICE_VALUES, { error: "Choose a service" }),
  summary: requiredText("Summary is required", PROOF_LIMITS.summary),
  challenge: requiredLongText("Describe the challenge", PROOF_LIMITS.text),
  approach: requiredLongText("Describe the approach", PROOF_LIMITS.text),
  results: requiredLongText("Describe the results", PROOF_LIMITS.text),
  figures: z
    .array(figureSlot)
    .check(z.maxLength(PROOF_LIMITS.figures, { error: `At most ${PROOF_LIMITS.figures} figures` })),
  imageAlt: optionalLine(PROOF_LIMITS.alt),
  quoteText: z.pipe(
    optionalLongText(PROOF_LIMITS.quote),
    z.transform((value: string | undefined) => value ?? ""),
  ),
  quoteName: optionalLine(PROOF_LIMITS.line),
  quoteRole: optionalLine(PROOF_LIMITS.line),
  quoteEmail: z._default(z.string().check(z.trim()), ""),
  quoteConsent: ticked,
});

type CaseStudyFields = z.output<typeof caseStudyFields>;
type Issue = { path: Array<string | number>; message: string };

/** Half-filled figures, a quote without its person or consent, a quote of an unnamed client. */
function caseStudyProblems(form: CaseStudyFields): Issue[] {
  const issues: Issue[] = [];
  form.figures.forEach((figure, index) => {
    if (figure.value && !figure.label)
      issues.push({ path: ["figures", index, "label"], message: FIGURE_MESSAGES.label });
    if (!figure.value && figure.label)
      issues.push({ path: ["figures", index, "value"], message: FIGURE_MESSAGES.value });
  });
  if (!form.figures.some((figure) => figure.value && figure.label))
    issues.push({ path: ["figures", 0, "value"], message: FIGURE_MESSAGES.none });
  if (!form.quoteText) {
    if (form.quoteName || form.quoteRole || form.quoteEmail || form.quoteConsent)
      issues.push({ path: ["quoteText"], message: QUOTE_MESSAGES.details });
    return issues;
  }
  if (form.anonymised) issues.push({ path: ["quoteText"], message: QUOTE_MESSAGES.anonymised });
  if (!form.quoteName) issues.push({ path: ["quoteName"], message: QUOTE_MESSAGES.name });
  if (!form.quoteConsent) issues.push({ path: ["quoteConsent"], message: QUOTE_MESSAGES.consent });
  return issues;
}

const quoteEmail = emailField(
  "Give the quoted person's e-mail address, so their data can be found if they ask",
  "Give the quoted person's e-mail address",
);

export const caseStudyFormSchema = z.pipe(
  z.transform(figuresFromForm),
  z.pipe(
    caseStudyFields.check(
      z.superRefine((form, ctx) => {
        for (const issue of caseStudyProblems(form)) ctx.issues.push({ code: "custom", input: form, ...issue });
        const email = z.safeParse(quoteEmail, form.quoteEmail);
        if (form.quoteText && !email.success)
          ctx.issues.push({
            code: "custom",
            input: form.quoteEmail,
            path: ["quoteEmail"],
            message: email.error.issues[0]?.message ?? "",
          });
      }),
    ),
    z.transform((form) => ({
      ...form,
      figures: form.figures.filter((figure) => figure.value && figure.label),
      quoteEmail: form.quoteText ? z.parse(quoteEmail, form.quoteEmail) : "",
    })),
  ),
);
export type CaseStudyForm = z.output<typeof caseStudyFormSchema>;

export const clientLogoFormSchema = z.object({
  name: requiredText("Name the client", PROOF_LIMITS.line),
  websiteUrl: optionalLink("Website"),
});
export type ClientLogoForm = z.output<typeof clientLogoFormSchema>;

export const teamMemberFormSchema = z.object({
  name: requiredText("Name is required", PROOF_LIMITS.line),
  role: requiredText("Role is required", PROOF_LIMITS.line),
  bio: requiredLongText("Write a short bio", PROOF_LIMITS.bio),
  profileUrl: optionalLink("Profile link"),
  email: emailField(
    "Enter a valid e-mail address",
    "Give their e-mail address, so their data can be found if they ask",
  ),
  consent: z.pipe(ticked, z.literal(true, { error: "Show someone only with their agreement" })),
});
export type TeamMemberForm = z.output<typeof teamMemberFormSchema>;

/** Publish, take down, move in the order, or delete (its box ticked, so one click cannot). */
export const proofActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.enum(["publish", "unpublish", "up", "down"]) }),
  z.object({
    action: z.literal("delete"),
    confirm: z.literal("yes", { error: "Tick the box to confirm the deletion" }),
  }),
]);
export type ProofAction = z.output<typeof proofActionSchema>["action"];
