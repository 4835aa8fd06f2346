// One newsletter mail: the operator's paragraphs (escaped, web addresses as links: a campaign's
// through its counted redirects; an announced post's summary stays text), the image inline by
// Content-ID, the campaign's link as a button (an announced post's "Read the post", counted as the
// message's links are), an unsubscribe link (carrying the campaign, to count who left after it, as
// the RFC 8058 one-click headers do) and the preferences link.
import "server-only";
import { ANNOUNCE_TEXT } from "../../content/campaign-schedule";
import { renderMail, type MailAction } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { preferencesUrl, unsubscribeHeaders, unsubscribeUrl } from "../subscriptions";
import { PREFERENCES_LINK_LABEL } from "../../content/mail/subscriptions";
import { fileStore } from "../../core/storage";
import { db } from "../../core/db";
import { rememberLinks } from "./clicks";
import { postFormatOf, type PostFormat } from "../../content/blog-areas";
import { countedHref, linkedParagraphs, storeCampaignLinks, type CampaignLinks } from "./links";
import { markdownBlock } from "./markdown-mail";

export const NEWSLETTER_IMAGE_CID = "newsletter-image@solutionsatoneplace";

export type NewsletterImage = { buffer: Buffer; mime: string; width: number; height: number };
/** `links`: a campaign's stored links, counted in every copy; absent (a test copy), links are plain. `link`: its
 * button's URL. */
export type NewsletterContent = {
  subject: string;
  message: string;
  format?: PostFormat;
  image: NewsletterImage | null;
  link?: string | null;
  links?: CampaignLinks;
};

const parts = new WeakMap<NewsletterImage, string>();

/**
 * The image as a finished MIME part, base64-encoded once per campaign instead of once per mail
 * (thousands of mails carry the same bytes).
 */
function imagePart(image: NewsletterImage): string {
  let part = parts.get(image);
  if (!part) {
    const name = `newsletter.${image.mime === "image/png" ? "png" : "jpg"}`;
    const body = image.buffer.toString("base64").replace(/.{76}/g, "$&\r\n");
    part =
      `Content-Type: ${image.mime}; name=${name}\r\nContent-ID: <${NEWSLETTER_IMAGE_CID}>\r\n` +
      `Content-Transfer-Encoding: base64\r\nContent-Disposition: inline; filename=${name}\r\n\r\n${body}`;
    parts.set(image, part);
  }
  return part;
}

export function renderNewsletter(content: NewsletterContent, to: string, messageId?: string): MailMessage {
  const { image, links } = content;
  const href = links ? countedHref(links) : () => null;
  const actions: MailAction[] = [{ label: "Unsubscribe", url: unsubscribeUrl(to, links?.campaignId) }];
  if (content.link) actions.unshift({ label: ANNOUNCE_TEXT.readPost, url: href(content.link) ?? content.link });
  const body = renderMail(
    content.format === "markdown"
      ? [markdownBlock(content.message, href)]
      : linkedParagraphs(content.message, href, content.link),
    actions,
    image ? { cid: NEWSLETTER_IMAGE_CID, alt: content.subject, width: image.width, height: image.height } : undefined,
    [{ label: PREFERENCES_LINK_LABEL, url: preferencesUrl(to) }],
  );
  return {
    to,
    subject: content.subject,
    ...body,
    headers: unsubscribeHeaders(to, links?.campaignId),
    attachments: image ? [{ cid: NEWSLETTER_IMAGE_CID, raw: imagePart(image) }] : undefined,
    messageId,
  };
}

type StoredCampaign = {
  id: string;
  subject: string;
  message: string;
  format?: string;
  imageKey: string | null;
  imageType: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  link?: string | null;
};

/** The campaign's content with its links and its image read once (not once per mail). */
export async function loadCampaignContent(campaign: StoredCampaign): Promise<NewsletterContent> {
  const { id, subject, message, imageKey, imageType, imageWidth, imageHeight } = campaign;
  const link = campaign.link ?? null;
  const format = postFormatOf(campaign.format ?? "plain");
  const links = await storeCampaignLinks(db, id, message, link, format);
  rememberLinks(links);
  if (!imageKey || !imageType) return { subject, message, format, image: null, link, links };
  const stream = await fileStore.open(imageKey);
  if (!stream) throw new Error(`The image of this campaign (${imageKey}) is missing from the file store.`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return {
    subject,
    message,
    format,
    link,
    links,
    image: { buffer: Buffer.concat(chunks), mime: imageType, width: imageWidth ?? 560, height: imageHeight ?? 0 },
  };
}
