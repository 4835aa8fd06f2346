// The forms of writing to a record (subject, Markdown message, the template it started from; the
// preview sends the same two fields) and of the template list (/admin/templates): each works as a
// plain form post, and a script sends the same fields as JSON.
import { z } from "zod/mini";
import {
  MESSAGE_BODY_MAX,
  SUBJECT_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PURPOSE_KEYS,
  type TemplatePurpose,
} from "../content/conversations-write";

const ID = /^[A-Za-z0-9:_-]{1,80}$/;

/** Trimmed, at least one character, at most `max`. */
const text = (max: number, error: string) =>
  z
    .pipe(
      z.string({ error }).check(z.maxLength(max, { error: `At most ${max} characters` })),
      z.transform((value: string) => value.trim()),
    )
    .check(z.minLength(1, { error }));

/** A subject is one line: a line break would be a header of its own. */
const subject = z
  .pipe(
    text(SUBJECT_MAX, "Write a subject"),
    z.transform((value: string) => value.replace(/[\r\n]+/g, " ")),
  )
  .check(z.minLength(1));

/** An empty select ("no template") is absent. */
const optionalId = z.pipe(
  z.optional(z.string().check(z.maxLength(80))),
  z.transform((value: string | undefined) => (value && ID.test(value) ? value : null)),
);

export const messageSchema = z.object({
  subject,
  body: text(MESSAGE_BODY_MAX, "Write the message"),
  templateId: optionalId,
});
export type MessageInput = z.output<typeof messageSchema>;

const purpose = z.pipe(
  z.optional(z.string().check(z.maxLength(40))),
  z.transform((value: string | undefined): TemplatePurpose | null =>
    TEMPLATE_PURPOSE_KEYS.includes(value as TemplatePurpose) ? (value as TemplatePurpose) : null,
  ),
);

const templateFields = {
  name: text(TEMPLATE_NAME_MAX, "Name the template"),
  subject,
  body: text(MESSAGE_BODY_MAX, "Write the message"),
  purpose,
};
const templateId = z.string({ error: "Choose a template" }).check(z.regex(ID, { error: "Choose a template" }));

export const templateSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("create"), ...templateFields }),
  z.object({ action: z.literal("save"), id: templateId, ...templateFields }),
  z.object({ action: z.literal("delete"), id: templateId }),
  z.object({ action: z.enum(["up", "down"]), id: templateId }),
]);
export type TemplateAction = z.output<typeof templateSchema>;

/** The move form's "send the not-a-fit message" box and the template it names. */
export const notFitFields = {
  notFit: z.pipe(
    z.optional(z.union([z.literal("on"), z.boolean()])),
    z.transform((value: "on" | boolean | undefined) => value === "on" || value === true),
  ),
  notFitTemplate: optionalId,
};
