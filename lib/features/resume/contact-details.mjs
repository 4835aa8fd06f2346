// The applicant's name, e-mail address and phone number as a resume's text gives them, for an
// operator to compare with what the form says. Conservative: a detail it is unsure of is left out.
// Plain JavaScript: it runs in the reader's worker thread (./extract-worker.mjs), under its time
// bound, on up to 100,000 characters of a visitor's file; and every pattern below runs only on a
// piece of that text already bounded (a token, a short run of digits, one of the first lines).
import { EMAIL_MAX, isPlainMailbox, normaliseEmail } from "../../validation/mailbox.mjs";

/** @typedef {{ name?: string; email?: string; phone?: string }} ContactDetails */

// Runs of text between separators (":" among them, so "mailto:" is one); an e-mail address is a
// token that holds an "@".
const TOKEN = /[^\s<>()[\]{},;:"'|/\\]+/g;

// Runs of the characters a phone number is written with, from its first "+", "(" or digit.
const PHONE_RUN = /[\d(+][\d ().+-]*/g;
// A written number is at most about 32 characters ("+ddd (ddddd) " and 15 digits in 5 groups);
// a longer run (a table of figures) is not read as one.
const PHONE_RUN_MAX = 64;
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
const NAME_PARTICLES = new Set([
  "de",
  "da",
  "das",
  "dos",
  "del",
  "della",
  "di",
  "du",
  "van",
  "von",
  "der",
  "den",
  "bin",
  "binti",
  "al",
  "el",
  "la",
  "le",
]);
// Words of headings and job titles, which look like names to the rule above.
const NOT_NAME_WORDS = new Set(
  (
    "resume cv curriculum vitae biodata profile summary objective career experience education skills contact details " +
    "information personal professional work employment history projects references declaration address phone email " +
    "mobile engineer developer manager consultant analyst designer architect administrator intern lead senior " +
    "junior software technical specialist officer executive tester scientist director student graduate"
  ).split(" "),
);
// The name is near the top: only this many lines (headings and contact lines aside) are looked at,
// among the text's first NAME_SCAN_LINES lines.
const NAME_LINES = 3;
const NAME_SCAN_LINES = 20;
const NAME_MAX_LENGTH = 60;

/** `text` without the trailing characters `chars` holds, by a walk back (a `[…]+$` pattern is quadratic on a long
 * run). @param {string} text @param {string} chars */
function trimEndOf(text, chars) {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** The "local@domain" pairs of a token, left to right, as a pattern without "@" on either side would find them.
 * @param {string} token */
function* addressesIn(token) {
  const parts = token.split("@");
  for (let i = 0; i + 1 < parts.length; i++) {
    if (!parts[i] || !parts[i + 1]) continue;
    yield `${parts[i]}@${parts[i + 1]}`;
    i += 1;
  }
}

/** @param {string} text */
function firstEmail(text) {
  for (const [token] of text.matchAll(TOKEN)) {
    if (token.length > EMAIL_MAX || !token.includes("@")) continue;
    for (const candidate of addressesIn(token)) {
      const email = normaliseEmail(trimEndOf(candidate, ".-_"));
      if (isPlainMailbox(email)) return email;
    }
  }
  return undefined;
}

/** @param {string} candidate */
function asPhone(candidate) {
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

/** @param {string} text */
function firstPhone(text) {
  for (const run of text.matchAll(PHONE_RUN)) {
    if (run[0].length > PHONE_RUN_MAX) continue;
    // The run with the character on each side of it, which the candidate's lookarounds read.
    const from = Math.max(0, run.index - 1);
    const window = text.slice(from, run.index + run[0].length + 1);
    for (const [candidate] of window.matchAll(PHONE_CANDIDATE)) {
      const phone = asPhone(candidate);
      if (phone) return phone;
    }
  }
  return undefined;
}

/** @param {string} line */
function asName(line) {
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

/** @param {string} line */
const isContactLine = (line) => firstEmail(line) !== undefined || firstPhone(line) !== undefined;

/** The text's first `count` lines, without reading past them. @param {string} text @param {number} count */
function firstLines(text, count) {
  const lines = [];
  let start = 0;
  while (lines.length < count && start <= text.length) {
    const end = text.indexOf("\n", start);
    lines.push(text.slice(start, end < 0 ? text.length : end));
    if (end < 0) break;
    start = end + 1;
  }
  return lines;
}

/** @param {string} text */
function firstName(text) {
  let looked = 0;
  for (const line of firstLines(text, NAME_SCAN_LINES)) {
    // A header line may hold several details: "Priya Sharma | priya@example.com | +91 98765 43210".
    for (const part of line.split(/[|•·]/)) {
      const words = part.replace(/\s+/g, " ").trim();
      if (!words || HEADING.test(trimEndOf(words, ": ")) || isContactLine(words)) continue;
      const name = asName(words);
      if (name) return name;
      looked += 1;
      if (looked === NAME_LINES) return undefined;
    }
  }
  return undefined;
}

/**
 * The first plausible name, e-mail address and phone number in a resume's text; each may be missing.
 * @param {string} text
 * @returns {ContactDetails}
 */
export function contactDetailsIn(text) {
  /** @type {ContactDetails} */
  const details = {};
  const name = firstName(text);
  const email = firstEmail(text);
  const phone = firstPhone(text);
  if (name) details.name = name;
  if (email) details.email = email;
  if (phone) details.phone = phone;
  return details;
}
