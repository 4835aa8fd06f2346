// The operator's newsletter actions, for their handlers: sending or scheduling a campaign (POST
// /api/send-newsletter), acting on one (POST /api/admin/campaigns/<id>: pause, resume, cancel) and
// announcing a published post (POST /api/admin/blog-posts/<id>/announce, or ticked when publishing
// it), and a test copy to the operator. A form sent without JavaScript comes back to its page,
// which shows the answer (?campaign=… / ?campaign-error=…).
import "server-only";
import { CAMPAIGN_TEXT } from "../../content/admin";
import { ANNOUNCE_TEXT, SCHEDULE_TEXT } from "../../content/campaign-schedule";
import { whenText } from "../../content/booking";
import { audienceLabel } from "../../content/newsletter-audience";
import type { FormProblem } from "../../core/errors";
import { conflict, firstMessage } from "../../core/http";
import { db } from "../../core/db";
import { log } from "../../core/log";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import type { CampaignAction } from "../../validation/admin";
import { NEWSLETTER_MESSAGES, type ScheduleInput } from "../../validation/newsletter";
import { recordAudit, type AuditActor } from "../audit";
import { assertRecentFactor, type SessionUser } from "../auth";
import { operatorTimeZone } from "../booking";
import { announcePost } from "./announce";
import { createCampaign, pauseCampaign, resumeCampaign, type CreatedCampaign } from "./campaigns";
import type { NewsletterRequest } from "./form";
import { NEWSLETTER_TEST_KIND, testPayload } from "./test-mail";
import { kickNewsletter, newsletterSender } from "./runtime";
import { cancelCampaign, kickScheduledCampaigns, scheduledInstant } from "./schedule";

export const NEWSLETTER_PATH = "/Newsletter";

/** The post's page in the operator area, where its announce form is: of an id, or of the URL's segments. */
export const postAdminPath = (id: string) => `/admin/blog-submissions/${id}`;
export const postPageOf = (params: Record<string, string>) => postAdminPath(params.id ?? "");

/** The page a form without JavaScript comes back to: its answer as query keys, never as free text it would echo. */
export const campaignPage = (page: string, key: string, value: string) =>
  `${page}${page.includes("?") ? "&" : "?"}${key}=${encodeURIComponent(value)}`;

/**
 * A handler's `back` (lib/core/handler.ts) for a newsletter form: its page (or the page the URL's
 * segments name) with the failure's first field message, else its sentence.
 */
export const campaignBack =
  (page: string | ((params: Record<string, string>) => string)) =>
  (_problem: FormProblem, params: Record<string, string>, { error }: { error: unknown }) =>
    campaignPage(typeof page === "string" ? page : page(params), "campaign-error", firstMessage(error).slice(0, 200));

/** The time the operator chose, read in the zone they picked (their own by default), or null for now; and how a
 * script is told. */
export async function scheduleOf(
  schedule: ScheduleInput,
  operatorId: string,
): Promise<{ at: Date | null; told: (at: Date) => string }> {
  const zone = schedule.timeZone ?? (await operatorTimeZone(operatorId));
  return { at: scheduledInstant(schedule, zone), told: (at) => SCHEDULE_TEXT.scheduled(whenText(at, zone)) };
}

/** After a campaign is stored: the audit line, then the sender or the schedule's timer. */
export async function afterCreate(
  operator: AuditActor,
  campaign: CreatedCampaign,
  action: "newsletter-send" | "newsletter-announce",
): Promise<void> {
  if (!campaign.created) return;
  const to = audienceLabel(campaign.audience);
  const detail = campaign.scheduledAt
    ? `scheduled for ${campaign.scheduledAt.toISOString()}: ${to}`
    : `${campaign.total} recipients: ${to}`;
  await recordAudit(operator, action, { kind: "campaign", id: campaign.id }, detail);
  if (campaign.status === "scheduled") kickScheduledCampaigns();
  else kickNewsletter();
}

/** The answer's query: "sent", or "scheduled" with the instant (the page shows it in the operator's zone). */
export const outcome = (campaign: CreatedCampaign) =>
  campaign.scheduledAt ? `scheduled:${campaign.scheduledAt.toISOString()}` : `sent:${campaign.total}`;

/** Stores the campaign the operator sent (now or scheduled) and starts it; `message` is what a script is told. */
export async function sendCampaign(operator: SessionUser, form: NewsletterRequest) {
  const { input, image, requestId, audience, schedule } = form;
  const when = await scheduleOf(schedule, operator.id);
  const createdBy = operator.email;
  const campaign = await createCampaign({ ...input, image, requestId, createdBy, audience, scheduledAt: when.at });
  await afterCreate(operator, campaign, "newsletter-send");
  const message = campaign.scheduledAt ? when.told(campaign.scheduledAt) : NEWSLETTER_MESSAGES.queued(campaign.total);
  return { campaign, message };
}

/** A post's page after its announcement: "already" when it was announced before. */
export const announcedPage = (postId: string, campaign: CreatedCampaign) =>
  campaignPage(postAdminPath(postId), "campaign", campaign.created ? outcome(campaign) : "already");

/** "Send a test to me": one copy of the form's newsletter to `to` (the operator asking), through the outbox. */
export async function sendTestCopy(to: string, { input, image }: Pick<NewsletterRequest, "input" | "image">) {
  await enqueueMail(db, NEWSLETTER_TEST_KIND, to, testPayload(input, image));
  kickOutbox();
}

/**
 * Pauses, resumes or cancels a campaign; returns what the operator is told. Resuming sends mail, so
 * it needs a recent second factor, as sending does.
 */
export async function actOnCampaign(operator: SessionUser, request: Request, id: string, action: CampaignAction) {
  if (action === "resume") assertRecentFactor(operator, request, NEWSLETTER_PATH);
  if (action === "cancel") {
    await cancelCampaign(id);
    await recordAudit(operator, "newsletter-cancel", { kind: "campaign", id });
    return SCHEDULE_TEXT.cancelled;
  }
  if (action === "pause") {
    const paused = await pauseCampaign(id, CAMPAIGN_TEXT.pausedBy(operator.email));
    if (!paused) throw conflict(CAMPAIGN_TEXT.onlySendingPauses);
    newsletterSender().pause(id);
    return CAMPAIGN_TEXT.paused;
  }
  if (!(await resumeCampaign(id))) throw conflict(CAMPAIGN_TEXT.onlyPausedResumes);
  newsletterSender().resume(id);
  return CAMPAIGN_TEXT.resumed;
}

/** Announces a published post now or at the time chosen; once per post (`created` false the second time). */
export async function announce(operator: SessionUser, postId: string, schedule: ScheduleInput) {
  const when = await scheduleOf(schedule, operator.id);
  const campaign = await announcePost(postId, operator.email, when.at);
  await afterCreate(operator, campaign, "newsletter-announce");
  const told = campaign.scheduledAt ? when.told(campaign.scheduledAt) : ANNOUNCE_TEXT.announced(campaign.total);
  return { campaign, message: campaign.created ? told : ANNOUNCE_TEXT.already };
}

/** Who publishes, and the page a stale second factor comes back to after its confirmation step. */
export type Publisher = { operator: SessionUser; request: Request; returnTo: string };

/**
 * Publishes a post (`publish`, which answers its id), then announces it when the operator ticked
 * "announce": the time and the operator's recent second factor are checked first, so neither a
 * wrong time nor a stale factor publishes anything. An announcement that fails leaves the post
 * published and says so ("failed"); the post's page offers the button again.
 */
export async function announceOnPublish<T extends { id: string }>(
  { operator, request, returnTo }: Publisher,
  input: { announce: boolean; sendAt: string; timeZone?: string },
  publish: () => Promise<T>,
): Promise<{ post: T; announced: string | null }> {
  if (input.announce) assertRecentFactor(operator, request, returnTo);
  const when = input.announce
    ? await scheduleOf({ sendAt: input.sendAt, timeZone: input.timeZone }, operator.id)
    : null;
  const post = await publish();
  if (!when) return { post, announced: null };
  try {
    const campaign = await announcePost(post.id, operator.email, when.at);
    await afterCreate(operator, campaign, "newsletter-announce");
    return { post, announced: campaign.created ? outcome(campaign) : "already" };
  } catch (error) {
    log.error({ err: error }, "a published post could not be announced");
    return { post, announced: "failed" };
  }
}
