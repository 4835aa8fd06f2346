// A reply's own words without the history it quotes: the text up to the first line that starts a
// quote ("On … wrote:", a ">" line, Outlook's "-----Original Message-----" or its "From:" block
// after a blank line), with the trailing blank lines dropped. Pure and bounded: the text is cut at
// QUOTE_TEXT_MAX characters, read line by line, and each pattern sees one line of at most
// LINE_MAX characters, anchored, with no nested repetition.

export const QUOTE_TEXT_MAX = 200_000;
const LINE_MAX = 400;

/** "On Mon, 1 Jan 2026 at 10:00, Ada <ada@example.com> wrote:" (one line; the date's words vary). */
const ON_WROTE = /^on\s.{0,300}\swrote:$/i;
/** The header block Outlook and others put before the quoted message. */
const ORIGINAL = /^-{2,}\s*(original message|forwarded message)\s*-{2,}$/i;
const HEADER_FROM = /^(from|von|de):\s?\S/i;
const HEADER_NEXT = /^(sent|date|to|subject|gesendet|an|betreff|envoyé|à|objet):\s?/i;

export type Trimmed = { text: string; trimmed: boolean };

/** Where a quoted history starts among `lines`, or -1. */
function quoteStart(lines: readonly string[]): number {
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? "").trim().slice(0, LINE_MAX);
    if (line.startsWith(">")) return index;
    if (ORIGINAL.test(line)) return index;
    if (line.toLowerCase().startsWith("on ") && ON_WROTE.test(line)) return index;
    // "On Mon, 1 Jan 2026, Ada <ada@example.com>\nwrote:" — a mail client may fold the line once.
    const next = (lines[index + 1] ?? "").trim().slice(0, LINE_MAX);
    if (line.toLowerCase().startsWith("on ") && next.toLowerCase() === "wrote:") return index;
    // Outlook without the dashes: a "From:" line followed by Sent/Date/To/Subject.
    if (HEADER_FROM.test(line) && HEADER_NEXT.test(next)) return index;
  }
  return -1;
}

/** The reply's own text; `trimmed` says whether a quoted history was left out. */
export function trimQuoted(whole: string): Trimmed {
  const text = whole.slice(0, QUOTE_TEXT_MAX).replace(/\r\n?/g, "\n");
  const lines = text.split("\n");
  const start = quoteStart(lines);
  if (start < 0) return { text: text.trim(), trimmed: false };
  const own = lines.slice(0, start).join("\n").trim();
  // A reply that is all quote (or writes below the quote only) is shown whole rather than empty.
  if (!own) return { text: text.trim(), trimmed: false };
  return { text: own, trimmed: true };
}
