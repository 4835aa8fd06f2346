// Pure text helpers for blog posts: excerpts, paragraphs, dates and slugs. No HTML is ever made
// here; pages render the results as React text nodes.
import { SLUG_MAX } from "../../content/blog-areas";

export const CARD_EXCERPT_LENGTH = 100;

/** What a cut excerpt ends with. */
export const ELLIPSIS = "…";
// Left out before the ellipsis, so a cut never reads "costs, …" or "costs -…".
const DANGLING = new Set([" ", ",", ";", ":", ".", "-", "–", "—", "(", "/"]);

/**
 * The spec's card body: whitespace collapsed, and when longer than `length` characters, cut after
 * its last whole word within them (a single longer word is cut at `length`) and ended with "…".
 */
export function excerpt(body: string, length = CARD_EXCERPT_LENGTH): string {
  const flat = body.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  // One character more shows whether the cut falls just before a space, i.e. after a whole word.
  const space = flat.lastIndexOf(" ", length);
  let end = space > 0 ? space : length;
  while (end > 0 && DANGLING.has(flat.charAt(end - 1))) end--;
  return `${flat.slice(0, end || length)}${ELLIPSIS}`;
}

/** A post's summary where it is quoted elsewhere: its meta description, its feed entry, its structured data. */

// U+FFFE and U+FFFF are not characters, and XML 1.0 forbids them: one in a post's text would make
// every feed carrying it unreadable. Every read of a published post's text (its pages, cards and
// feeds, through ./queries.ts, and its announcement) drops them here.
const NONCHARACTERS = /[\uFFFE\uFFFF]/g;

/** A published post's text without the two non-characters XML refuses. */
export const publishedText = (text: string) => text.replace(NONCHARACTERS, "");

/** Paragraphs are separated by blank lines; single line breaks stay inside a paragraph. */
export function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];
const relative = new Intl.RelativeTimeFormat("en", { numeric: "always" });

/** '4 days ago', '2 months ago'; under a minute 'just now'. */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}

const monthYearFormat = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The popular list's date: 'March 2026'. */
export const monthYear = (date: Date) => monthYearFormat.format(date);
/** A post page's date: '4 March 2026'. */
export const longDate = (date: Date) => dayFormat.format(date);

/** Lower-case ASCII words joined by hyphens, at most SLUG_MAX characters; "" when nothing is left. */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX - 7) break; // room for a "-xxxxxx" suffix when the slug is taken
    slug = next;
  }
  return slug || (words[0] ?? "").slice(0, SLUG_MAX - 7);
}

export function splitKeywords(keywords: string): string[] {
  return keywords
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** FNV-1a over UTF-16 code units, as 8 hex digits: stable across processes and dialects. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * The slug of an author's page, made from the name a post carries: "Priya Sharma" → "priya-sharma".
 * A name with no Latin letters or digits (आशा) gets "author-" and a hash of the name, so it has a page too.
 * Names differing only in case, accents or punctuation share a page: they read as one person.
 */
export function authorSlug(name: string): string {
  const collapsed = name.trim().replace(/\s+/g, " ");
  return slugify(collapsed) || `author-${shortHash(collapsed.toLowerCase())}`;
}
