// Field rules shared by the three intake wizards (spec 001, 5.1), with the spec's messages.
// Written with zod/mini: the same rules, but only the checks used reach the wizard pages'
// JavaScript (classic zod's method chains cost ~30 KB there).
import { z } from "zod/mini";
import { isPlainMailbox, normaliseEmail } from "../email";
import { EMAIL_INVALID, EMAIL_REQUIRED } from "../email-field";
import { phoneField } from "../phone";

export const GENDERS = ["Male", "Female", "Other"] as const;
export const HOW_FOUND = ["web", "webBrowsing", "Suggest"] as const;
export const WIZARD_ERROR_LINE = "Please Enter all details from left and right sections of the page.";
export const AGREEMENT_MESSAGE = "Selected the aggreement checkbox";

const NO_CONTROL = /^[^\p{Cc}]*$/u;
const CONTROL_MESSAGE = "Please remove special control characters";

/** A required text: trimmed, `message` when empty, at most `max` characters, then `controls`. */
function requiredString(message: string, max: number, controls: z.core.$ZodCheck<string>) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `At most ${max} characters`, abort: true }),
      controls,
    );
}

/** A required single-line text: trimmed, `message` when empty, at most `max` characters. */
export function requiredText(message: string, max = 120) {
  return requiredString(message, max, z.regex(NO_CONTROL, { error: CONTROL_MESSAGE }));
}

const noControlBeyondLines = z.refine<string>((value) => NO_CONTROL.test(value.replace(/[\r\n\t]/g, " ")), {
  error: CONTROL_MESSAGE,
});

/** A required free text that may span lines (descriptions, reasons). */
export function requiredLongText(message: string, max = 3000) {
  return requiredString(message, max, noControlBeyondLines);
}

/** An optional free text that may span lines (a cover note); a form post's CRLF line breaks become LF. */
export function optionalLongText(max = 3000) {
  return z.optional(
    z.string().check(
      z.trim(),
      z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
      z.maxLength(max, { error: `At most ${max} characters`, abort: true }),
      noControlBeyondLines,
    ),
  );
}

/** An optional single-line text of at most `max` characters; the spec's client sends null for "none". */
export function optionalText(max = 120) {
  return z.nullish(
    z.string().check(z.trim(), z.maxLength(max, { abort: true }), z.regex(NO_CONTROL, { error: CONTROL_MESSAGE })),
  );
}

export function requiredEmail(requiredMessage = EMAIL_REQUIRED, invalidMessage = EMAIL_INVALID) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.overwrite(normaliseEmail),
      z.minLength(1, { error: requiredMessage }),
      z.refine(isPlainMailbox, { error: invalidMessage }),
    );
}

export const phoneNumber = phoneField();

/** One of `values`; `message` when missing or anything else. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** Years as typed in a number field (a string in the form, a number or string in JSON). */
export function years(message: string) {
  return z.pipe(
    z.union([z.number(), z.string()], { error: message }),
    z.transform((value: number | string, ctx) => {
      const text = String(value).trim();
      if (text === "") {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      const number = Number(text);
      if (!Number.isFinite(number) || number < 0 || number > 60) {
        ctx.issues.push({ code: "custom", message: "Enter the number of years, from 0 to 60", input: value });
        return z.NEVER;
      }
      return Math.round(number * 10) / 10;
    }),
  );
}

/** The agreement checkbox: must be ticked. */
export const agreement = z.literal(true, { error: AGREEMENT_MESSAGE });

/**
 * The id the browser makes for a submission (crypto.randomUUID()). Only the server checks it:
 * marked pure so that the wizard pages, which import this module, do not ship zod's UUID check.
 */
export const submissionId = /* @__PURE__ */ z.uuid({ error: "The submission id must be a UUID" });
