import { escapeHtml } from "./escape";

export type MailBody = { text: string; html: string };

/** Text, or a link: its text in the HTML part, its href in the plain-text part. */
export type MailSpan = string | { text: string; href: string };
/** Markup already made safe by its maker (a newsletter's sanitised Markdown), with its plain-text reading. */
export type SafeBlock = { safeHtml: string; text: string };
export type MailParagraph = string | readonly MailSpan[] | SafeBlock;

const isSafeBlock = (paragraph: MailParagraph): paragraph is SafeBlock =>
  typeof paragraph === "object" && "safeHtml" in paragraph;

const LINK_STYLE = "color:#1d4ed8;text-decoration:underline";

function paragraphHtml(paragraph: string | readonly MailSpan[]): string {
  if (typeof paragraph === "string") return escapeHtml(paragraph);
  return paragraph
    .map((span) =>
      typeof span === "string"
        ? escapeHtml(span)
        : `<a href="${escapeHtml(span.href)}" style="${LINK_STYLE}">${escapeHtml(span.text)}</a>`,
    )
    .join("");
}

const paragraphText = (paragraph: MailParagraph): string =>
  isSafeBlock(paragraph)
    ? paragraph.text
    : typeof paragraph === "string"
      ? paragraph
      : paragraph.map((span) => (typeof span === "string" ? span : span.href)).join("");

/** An image sent inside the message (referenced by Content-ID), never fetched from a server. */
export type InlineImage = { cid: string; alt: string; width: number; height: number };

const MAIL_WIDTH = 560;

function imageHtml(image: InlineImage): string {
  // Shown at most as wide as the mail; the stored file is up to twice that for sharp screens.
  const width = Math.min(MAIL_WIDTH, image.width);
  const height = Math.round((image.height * width) / Math.max(1, image.width));
  return `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="${width}" height="${height}" style="display:block;max-width:100%;height:auto;border:0"></p>`;
}

export type MailLink = { label: string; url: string };
export type MailAction = MailLink;

/**
 * Wraps paragraphs (plain text and links, escaped here) and optional button links, in order, in
 * the house layout; `links` are smaller links under the buttons (a newsletter's "Choose your topics").
 */
export function renderMail(
  paragraphs: MailParagraph[],
  action?: MailLink | MailLink[],
  image?: InlineImage,
  links: MailLink[] = [],
): MailBody {
  const actions = action ? [action].flat() : [];
  const textParts = [
    ...paragraphs.map(paragraphText),
    ...[...actions, ...links].map(({ label, url }) => `${label}: ${url}`),
  ];
  textParts.push("Solutions At One Place, Kanpur, India");
  const htmlParagraphs = paragraphs
    .map((p) =>
      isSafeBlock(p)
        ? `<div style="margin:0 0 16px">${p.safeHtml}</div>`
        : `<p style="margin:0 0 16px;white-space:pre-line">${paragraphHtml(p)}</p>`,
    )
    .join("");
  const button = actions
    .map(
      ({ label, url }) =>
        `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`,
    )
    .join("");
  const smallLinks = links
    .map(
      (link) =>
        `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`,
    )
    .join("");
  const picture = image ? imageHtml(image) : "";
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5;max-width:${MAIL_WIDTH}px;margin:0 auto;padding:24px">${picture}${htmlParagraphs}${button}${smallLinks}<p style="color:#666;font-size:12px">Solutions At One Place, Kanpur, India</p></body></html>`;
  return { text: textParts.join("\n\n"), html };
}

/** A mail to `to` with `subject`, its body laid out by renderMail (the arguments after the subject). */
export function addressedMail(
  to: string,
  subject: string,
  ...body: Parameters<typeof renderMail>
): MailBody & { to: string; subject: string } {
  return { to, subject, ...renderMail(...body) };
}
