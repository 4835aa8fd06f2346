// A published post announced to the subscribers of its area: a campaign made from its title
// (subject), summary (message), cover (re-encoded by the newsletter's own image pipeline, as an
// uploaded campaign image is) and link (the mail's "Read the post" button), to the area's interest
// only, now or at a time. One per post: its request id is the post's, so announcing again (a second
// click, a retry, two operators at once) returns the first campaign; cancelling that lets it go.
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { ANNOUNCE_TEXT } from "../../content/campaign-schedule";
import { areaInterest } from "../../content/interests";
import { db } from "../../core/db";
import { conflict } from "../../core/http";
import { fileStore } from "../../core/storage";
import { postToAnnounce, type PostAnnouncement } from "../blog";
import { campaignOfRequest, createCampaign, type CampaignStatus, type CreatedCampaign } from "./campaigns";
import { reencodeImage, type EncodedImage } from "./image";

export const announceRequestId = (postId: string) => `announce:${postId}`;

export type Announcement = { campaignId: string; status: CampaignStatus; scheduledAt: Date | null; total: number };

/** The campaign announcing the post, when there is one (a cancelled one no longer counts). */
export async function announcementOf(postId: string): Promise<Announcement | null> {
  const row = await db.campaign.findUnique({
    where: { requestId: announceRequestId(postId) },
    select: { id: true, status: true, scheduledAt: true, total: true },
  });
  return row
    ? { campaignId: row.id, status: row.status as CampaignStatus, scheduledAt: row.scheduledAt, total: row.total }
    : null;
}

/** The post's cover through the newsletter's pipeline, or null when it has none (or its file is gone). */
async function coverImage(post: PostAnnouncement): Promise<EncodedImage | null> {
  const cover = await post.openCover();
  if (!cover) return null;
  const scratch = path.join(await fileStore.scratchDir(), `${randomUUID()}.cover`);
  try {
    await pipeline(cover, fs.createWriteStream(scratch));
    return await reencodeImage(scratch);
  } finally {
    await fs.promises.rm(scratch, { force: true });
  }
}

/**
 * Announces the published post to its area's subscribers, now (scheduledAt null) or then. 409 when
 * the post is not published; the existing campaign (created false) when it was announced already.
 */
export async function announcePost(
  postId: string,
  createdBy: string,
  scheduledAt: Date | null,
): Promise<CreatedCampaign> {
  const post = await postToAnnounce(postId);
  if (!post) throw conflict(ANNOUNCE_TEXT.notPublished);
  const requestId = announceRequestId(postId);
  // Checked first, so a repeat does not re-encode the cover for nothing.
  const existing = await campaignOfRequest(requestId);
  if (existing) return existing;
  return createCampaign({
    subject: post.title,
    message: post.summary,
    image: await coverImage(post),
    requestId,
    createdBy,
    audience: [areaInterest(post.area)],
    scheduledAt,
    link: post.url,
  });
}
