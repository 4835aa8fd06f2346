// The operator's Company details form (phone, e-mail, address, map, WhatsApp, profiles,
// testimonials, Grievance Officer, the About page's figures). The same schema checks what is saved and what is read
// back from the database.
import { z } from "zod/mini";
import { ABOUT_FIGURE_SLOTS, DEFAULT_ABOUT_FIGURES } from "../content/about-figures";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../content/site";
import { isPlainMailbox, normaliseEmail } from "./email";
import { emailField } from "./email-field";
import { labelledLine, SINGLE_LINE } from "./labelled-line";
import { isWebLink } from "./link";
import { phoneField } from "./phone";

export const SETTINGS_LIMITS = {
  line: 120,
  addressLines: 4,
  url: 300,
  testimonials: 8,
  testimonialText: 400,
  figureValue: 12,
  figureLabel: 60,
} as const;
/** Empty testimonial slots the form offers after the saved ones. */
export const TESTIMONIAL_SPARE_SLOTS = 2;

const line = (label: string, max: number = SETTINGS_LIMITS.line) => labelledLine(label, max);

/** A link that may be left empty; when given, a full https:// address. */
function optionalLink(label: string) {
  return z._default(
    z.string().check(
      z.trim(),
      z.maxLength(SETTINGS_LIMITS.url, {
        error: `${label} must be at most ${SETTINGS_LIMITS.url} characters`,
        abort: true,
      }),
      z.refine((value: string) => value === "" || isWebLink(value), {
        error: `${label} must be a full link starting with https://`,
      }),
    ),
    "",
  );
}

const digits = (value: string) => value.replace(/\D/g, "");

/** The spec's messages of the Grievance Officer's fields. */
export const GRIEVANCE_MESSAGES = {
  nameMissing: "Give the Grievance Officer's name as well, or leave both fields empty",
  emailMissing: "Give the Grievance Officer's e-mail as well, or leave both fields empty",
  emailInvalid: "Enter a valid e-mail address for the Grievance Officer",
} as const;

// Both fields or neither: the terms name the officer with an address to write to. Details saved
// before the field existed have no officer, hence the defaults.
const grievanceOfficerSchema = z._default(
  z
    .object({
      name: z._default(
        z.string().check(
          z.trim(),
          z.maxLength(SETTINGS_LIMITS.line, {
            error: `Grievance Officer must be at most ${SETTINGS_LIMITS.line} characters`,
            abort: true,
          }),
          z.regex(SINGLE_LINE, { error: "Grievance Officer must be one line of text" }),
        ),
        "",
      ),
      email: z._default(
        z.string().check(
          z.overwrite(normaliseEmail),
          z.refine((value: string) => value === "" || isPlainMailbox(value), {
            error: GRIEVANCE_MESSAGES.emailInvalid,
          }),
        ),
        "",
      ),
    })
    .check(
      z.refine((officer) => officer.name !== "" || officer.email === "", {
        error: GRIEVANCE_MESSAGES.nameMissing,
        path: ["name"],
      }),
      z.refine((officer) => officer.email !== "" || officer.name === "", {
        error: GRIEVANCE_MESSAGES.emailMissing,
        path: ["email"],
      }),
    ),
  { name: "", email: "" },
);

const testimonialSchema = z.object({
  name: line("Name"),
  role: line("Role"),
  text: line("Testimonial", SETTINGS_LIMITS.testimonialText),
});

const figureSchema = z.object({
  value: line("Figure", SETTINGS_LIMITS.figureValue),
  label: line("Figure's label", SETTINGS_LIMITS.figureLabel),
});

export const siteSettingsSchema = z.object({
  phone: phoneField("Phone is required", { keepWritten: true }),
  email: emailField("Enter a valid e-mail address", "E-mail is required"),
  address: z.array(line("Address line")).check(
    z.minLength(1, { error: "Address is required" }),
    z.maxLength(SETTINGS_LIMITS.addressLines, {
      error: `The address has at most ${SETTINGS_LIMITS.addressLines} lines`,
    }),
  ),
  mapUrl: optionalLink("Map link"),
  whatsapp: z._default(
    z.string().check(
      z.overwrite(digits),
      z.refine((value: string) => value === "" || (value.length >= 8 && value.length <= 15), {
        error: "Enter the WhatsApp number with its country code, for example +91 98765 43210",
      }),
    ),
    "",
  ),
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalLink("Profile link")])) as Record<
      SocialNetwork,
      ReturnType<typeof optionalLink>
    >,
  ),
  testimonials: z
    .array(testimonialSchema)
    .check(
      z.maxLength(SETTINGS_LIMITS.testimonials, { error: `At most ${SETTINGS_LIMITS.testimonials} testimonials` }),
    ),
  grievanceOfficer: grievanceOfficerSchema,
  // Details saved before the figures were editable show the shipped ones.
  aboutFigures: z._default(
    z.array(figureSchema).check(z.maxLength(ABOUT_FIGURE_SLOTS, { error: `At most ${ABOUT_FIGURE_SLOTS} figures` })),
    DEFAULT_ABOUT_FIGURES,
  ),
});

export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;

/**
 * The HTML form's flat fields (`address` one line per line, `social.linkedin`,
 * `testimonials.0.name`) as the schema's shape. Blank testimonial slots are dropped.
 */
export function settingsFromForm(fields: Record<string, unknown>): unknown {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const testimonials = [];
  for (let index = 0; index < SETTINGS_LIMITS.testimonials + TESTIMONIAL_SPARE_SLOTS; index += 1) {
    const slot = {
      name: text(`testimonials.${index}.name`),
      role: text(`testimonials.${index}.role`),
      text: text(`testimonials.${index}.text`),
    };
    if (slot.name.trim() || slot.role.trim() || slot.text.trim()) testimonials.push(slot);
  }
  // A form without the figures' fields (an older page, a script) leaves them as they default.
  const hasFigures = Object.keys(fields).some((name) => name.startsWith("aboutFigures."));
  const aboutFigures = [];
  for (let index = 0; index < ABOUT_FIGURE_SLOTS; index += 1) {
    const slot = { value: text(`aboutFigures.${index}.value`), label: text(`aboutFigures.${index}.label`) };
    if (slot.value.trim() || slot.label.trim()) aboutFigures.push(slot);
  }
  return {
    phone: fields.phone,
    email: fields.email,
    address: text("address")
      .split(/\r?\n/)
      .map((value) => value.trim())
      .filter(Boolean),
    mapUrl: text("mapUrl"),
    whatsapp: text("whatsapp"),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text(`social.${network}`)])),
    testimonials,
    grievanceOfficer: { name: text("grievanceOfficer.name"), email: text("grievanceOfficer.email") },
    aboutFigures: hasFigures ? aboutFigures : undefined,
  };
}

/** Accepts the structured JSON (scripts) or the flat HTML form (the operator's page). */
export const siteSettingsRequestSchema = z.pipe(
  z.transform((input: unknown) =>
    input && typeof input === "object" && !Array.isArray((input as { address?: unknown }).address)
      ? settingsFromForm(input as Record<string, unknown>)
      : input,
  ),
  siteSettingsSchema,
);
