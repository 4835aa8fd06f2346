// A resume's text as it is kept: one line per line of the document, single spaces, at most one
// blank line in a row, no control or invisible format characters, and no more than a set length.
// Plain JavaScript: the reader's worker thread (./extract-worker.mjs) normalises what it reads.

// Format characters (zero-width spaces, soft hyphens, byte-order marks, direction marks) that
// parsers leave in a text and a person never sees.
const INVISIBLE = /\p{Cf}/gu;
const CONTROL = /\p{Cc}/gu;
const LINE_BREAK = /\r\n?|[\u2028\u2029\v\f\u0085]/g;
const SPACES = /[^\S\n]+/g;

/** `raw` normalised as above and cut to `maxChars` characters (never inside a surrogate pair). @param {string} raw
 * @param {number} maxChars */
export function normaliseText(raw, maxChars) {
  const text = raw
    .replace(LINE_BREAK, "\n")
    .replace(INVISIBLE, "")
    // Other control characters become spaces; line feeds and tabs stay for the steps after.
    .replace(CONTROL, (c) => (c === "\n" || c === "\t" ? c : " "))
    .replace(SPACES, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (text.length <= maxChars) return text;
  const code = text.charCodeAt(maxChars - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? maxChars - 1 : maxChars;
  return text.slice(0, end).trimEnd();
}
