// The applicant's name, e-mail address and phone number as a resume's text gives them, for an
// operator to compare with what the form says. Conservative: a detail it is unsure of is left out.
import { isPlainMailbox, normaliseEmail } from "../../validation/email";

export type ContactDetails = { name?: string; email?: string; phone?: string };

// Anything between separators that holds an "@"; the mailbox rule decides.
const EMAIL_CANDIDATE = /[^\s<>()[\]{},;:"'|/\\@]+@[^\s<>()[\]{},;:"'|/\\@]+/g;

// An optional "+country", an optional "(area)", then digit groups joined by one space, hyphen or
// dot, not part of a longer word or number.
const PHONE_CANDIDATE = /(?<![\w+.-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d+(?:[ .-]\d+)*(?!\w)/g;
// E.164 numbers have at most 15 digits; fewer than 10 is a local number or a date, not a reachable phone.
const PHONE_DIGITS = { min: 10, max: 15 };
const PHONE_MAX_GROUPS = 5;
const YEAR = /^(?:19|20)\d\d$/;

// Lines a resume opens with that are not its owner's name.
const HEADING = /^(?:resume|résumé|cv|c\.v\.|curriculum vitae|bio[- ]?data)$/i;
const NAME_WORD = /^(?:\p{Lu}\.|\p{Lu}[\p{L}\p{M}]*(?:['’-]\p{Lu}?[\p{L}\p{M}]+)*)$/u;
const NAME_PARTICLES = new Set(["de", "da", "das", "dos", "del", "della", "di", "du", "van", "von", "der", "den", "bin", "binti", "al", "el", "la", "le"]);
// Words of headings and job titles, which look like names to the rule above.
const NOT_NAME_WORDS = new Set(
  ("resume cv curriculum vitae biodata profile summary objective career experience education skills contact details " +
    "information personal professional work employment history projects references declaration address phone email " +
    "mobile engineer developer manager consultant analyst designer architect administrator intern lead senior " +
    "junior software technical specialist officer executive tester scientist director student graduate")
    .split(" "),
);
// The name is near the top: only this many lines (headings and contact lines aside) are looked at.
const NAME_LINES = 3;
const NAME_MAX_LENGTH = 60;

function firstEmail(text: string): string | undefined {
  for (const [candidate] of text.matchAll(EMAIL_CANDIDATE)) {
    const email = normaliseEmail(candidate.replace(/^mailto:/i, "").replace(/[.\-_]+$/, ""));
    if (isPlainMailbox(email)) return email;
  }
  return undefined;
}

function asPhone(candidate: string): string | undefined {
  const groups = candidate.match(/\d+/g) ?? [];
  const digits = groups.join("");
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return undefined;
  if (groups.length > PHONE_MAX_GROUPS) return undefined;
  const international = candidate.startsWith("+");
  // Date ranges ("2016 2018 2021") and identity numbers in groups of four ("1234 5678 9012").
  if (!international && groups.filter((group) => YEAR.test(group)).length >= 2) return undefined;
  if (!international && groups.length === 3 && groups.every((group) => group.length === 4)) return undefined;
  return `${international ? "+" : ""}${digits}`;
}

function firstPhone(text: string): string | undefined {
  for (const [candidate] of text.matchAll(PHONE_CANDIDATE)) {
    const phone = asPhone(candidate);
    if (phone) return phone;
  }
  return undefined;
}

function asName(line: string): string | undefined {
  if (line.length > NAME_MAX_LENGTH) return undefined;
  const words = line.split(" ");
  if (words.length < 2 || words.length > 4) return undefined;
  const named = words.filter((word) => !NAME_PARTICLES.has(word));
  if (named.length < 2 || !named.every((word) => NAME_WORD.test(word))) return undefined;
  if (words.some((word) => NOT_NAME_WORDS.has(word.toLowerCase()))) return undefined;
  // Initials ("Priya K. Sharma", "K. Sharma") beside at least one whole word.
  if (named.every((word) => word.endsWith("."))) return undefined;
  return line;
}

const isContactLine = (line: string) => firstEmail(line) !== undefined || firstPhone(line) !== undefined;

function firstName(text: string): string | undefined {
  // A header line may hold several details: "Priya Sharma | priya@example.com | +91 98765 43210".
  const lines = text
    .split(/\n|[|•·]/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line && !HEADING.test(line.replace(/[:\s]+$/, "")) && !isContactLine(line));
  for (const line of lines.slice(0, NAME_LINES)) {
    const name = asName(line);
    if (name) return name;
  }
  return undefined;
}

/** The first plausible name, e-mail address and phone number in a resume's text; each may be missing. */
export function contactDetailsIn(text: string): ContactDetails {
  const details: ContactDetails = {};
  const name = firstName(text);
  const email = firstEmail(text);
  const phone = firstPhone(text);
  if (name) details.name = name;
  if (email) details.email = email;
  if (phone) details.phone = phone;
  return details;
}
