// The web links of a campaign's message: found with markdown-it's linkify (http and https only),
// stored once per campaign in CampaignLink, and written into every copy as the same signed
// redirect, /api/newsletter/click/<campaign>/<position>?s=<signature>. Nothing in that link names
// the recipient, so a click can only ever be counted per campaign and link (see ./clicks.ts).
import "server-only";
import { timingSafeEqual } from "node:crypto";
import markdownIt from "markdown-it";
import type { MailParagraph, MailSpan } from "../../core/mail/layout";
import { config } from "../../core/config";
import { db, Prisma } from "../../core/db";
import { insertRows } from "../../core/db/raw";
import { keyedHash } from "../../core/tokens";
import type { PostFormat } from "../../content/blog-areas";
import { newsletterParagraphs } from "../../validation/newsletter";
import { markdownHrefs } from "./markdown-mail";

/** The stored links of a campaign, by position, and the campaign they belong to. */
export type CampaignLinks = { campaignId: string; urls: readonly string[] };

const MAX_URL_LENGTH = 2000;
const MAX_LINKS = 100;
const SIGNATURE_LENGTH = 22; // 132 bits of the HMAC, base64url

// Only addresses written with their scheme become links ("example.com" stays text), and only web ones.
const linkify = markdownIt({ linkify: true }).linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
for (const schema of ["ftp:", "mailto:", "//"]) linkify.add(schema, null);

const isWebUrl = (url: string) => {
  try {
    const { protocol } = new URL(url);
    return (protocol === "http:" || protocol === "https:") && url.length <= MAX_URL_LENGTH;
  } catch {
    return false;
  }
};

type Found = { index: number; lastIndex: number; url: string; text: string };
const linksIn = (text: string): Found[] => (linkify.match(text) ?? []).filter((match) => isWebUrl(match.url));

/** The message's distinct web links in the order they first appear: position i is urls[i]. A Markdown message's are
 * its links' targets. */
export function messageLinks(message: string, format: PostFormat = "plain"): string[] {
  const found =
    format === "markdown"
      ? markdownHrefs(message)
      : newsletterParagraphs(message).flatMap((paragraph) => linksIn(paragraph).map(({ url }) => url));
  return [...new Set(found.filter(isWebUrl))].slice(0, MAX_LINKS);
}

/**
 * An announcement (a campaign with a button: an announced post's "Read the post") is made of a
 * writer's title and summary: web addresses the writer typed stay text, neither linked nor counted,
 * so the site signs and counts only its own link.
 */
const linksTheMessage = (button?: string | null) => !button;

/**
 * The paragraphs with each web address as a link, its target given by `href` (the URL itself when
 * it gives none); an announcement's (`button` set) as text.
 */
export function linkedParagraphs(
  message: string,
  href: (url: string) => string | null,
  button?: string | null,
): MailParagraph[] {
  if (!linksTheMessage(button)) return newsletterParagraphs(message);
  return newsletterParagraphs(message).map((paragraph) => {
    const found = linksIn(paragraph);
    if (found.length === 0) return paragraph;
    const spans: MailSpan[] = [];
    let at = 0;
    for (const { index, lastIndex, url, text } of found) {
      if (index > at) spans.push(paragraph.slice(at, index));
      spans.push({ text, href: href(url) ?? url });
      at = lastIndex;
    }
    if (at < paragraph.length) spans.push(paragraph.slice(at));
    return spans;
  });
}

const signature = (campaignId: string, position: number) =>
  keyedHash(`newsletter-click\n${campaignId}\n${position}`).slice(0, SIGNATURE_LENGTH);

/** The counted link of a campaign's link: the same for every recipient. */
export function clickUrl(campaignId: string, position: number): string {
  return `${config.siteUrl}/api/newsletter/click/${encodeURIComponent(campaignId)}/${position}?s=${signature(campaignId, position)}`;
}

/** True when `given` is the signature this site made for that campaign and position. */
export function isSignedClick(campaignId: string, position: number, given: string): boolean {
  const expected = Buffer.from(signature(campaignId, position));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Where each stored link of the campaign points in a copy: its counted link; other URLs stay as they are. */
export function countedHref({ campaignId, urls }: CampaignLinks): (url: string) => string | null {
  return (url) => {
    const position = urls.indexOf(url);
    return position < 0 ? null : clickUrl(campaignId, position);
  };
}

type Writer = Pick<Prisma.TransactionClient, "$executeRaw" | "campaignLink">;

/**
 * Stores the message's links (none in an announcement) and its button's for the campaign once (a
 * second call adds nothing) and returns them by position: called when the campaign is made, and
 * again before it is sent, so a campaign made by any path has its links counted.
 */
export async function storeCampaignLinks(
  tx: Writer,
  campaignId: string,
  message: string,
  button?: string | null,
  format?: PostFormat,
): Promise<CampaignLinks> {
  const urls = linksTheMessage(button) ? messageLinks(message, format) : [];
  // The button's link (an announced post's page) is counted too, after the message's own.
  if (button && isWebUrl(button) && !urls.includes(button) && urls.length < MAX_LINKS) urls.push(button);
  if (urls.length > 0) {
    const rows = urls.map((url, position) => ({ campaignId, position, url, clicks: 0 }));
    await tx.$executeRaw(Prisma.sql`${insertRows("CampaignLink", rows)} ON CONFLICT DO NOTHING`);
  }
  const stored = await tx.campaignLink.findMany({
    where: { campaignId },
    orderBy: { position: "asc" },
    select: { url: true },
  });
  return { campaignId, urls: stored.map((link) => link.url) };
}

export type LinkClicks = { position: number; url: string; clicks: number };

/** The campaigns' links with their clicks, by campaign. */
export async function linkClicks(campaignIds: string[]): Promise<Map<string, LinkClicks[]>> {
  const result = new Map<string, LinkClicks[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return result;
  const links = await db.campaignLink.findMany({
    where: { campaignId: { in: campaignIds } },
    orderBy: [{ campaignId: "asc" }, { position: "asc" }],
  });
  for (const { campaignId, position, url, clicks } of links) result.get(campaignId)?.push({ position, url, clicks });
  return result;
}
