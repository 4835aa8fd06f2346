// The newsletter's handlers for sending or scheduling a campaign (POST /api/send-newsletter), acting
// on one (POST /api/admin/campaigns/<id>: pause, resume, cancel) and announcing a published post
// (POST /api/admin/blog-posts/<id>/announce). A script gets JSON; a form sent without JavaScript
// gets a 303 back to its page, which shows the answer (?campaign=… / ?campaign-error=…).
import "server-only";
import { CAMPAIGN_TEXT } from "../../content/admin";
import { ANNOUNCE_TEXT, SCHEDULE_TEXT } from "../../content/campaign-schedule";
import { whenText } from "../../content/booking";
import { audienceLabel } from "../../content/newsletter-audience";
import { conflict, errorAnswer, isNavigation, json, redirectTo, route } from "../../core/http";
import { log } from "../../core/log";
import { readJsonOrForm } from "../../core/request";
import { assertSameOrigin } from "../../core/security/origin";
import { campaignActionSchema } from "../../validation/admin";
import { announceSchema, NEWSLETTER_MESSAGES, type ScheduleInput } from "../../validation/newsletter";
import { recordAudit, type AuditActor } from "../audit";
import { assertRecentFactor, isConfirmStep, requireOperatorApi, requireRecentFactorApi, type SessionUser } from "../auth";
import { operatorTimeZone } from "../booking";
import { announcePost } from "./announce";
import { createCampaign, pauseCampaign, resumeCampaign, type CreatedCampaign } from "./campaigns";
import { readNewsletterForm } from "./form";
import { kickNewsletter, newsletterSender } from "./runtime";
import { cancelCampaign, kickScheduledCampaigns, scheduledInstant } from "./schedule";

export const NEWSLETTER_PATH = "/Newsletter";

/** The page a form without JavaScript comes back to: its answer as query keys, never as free text it would echo. */
const back = (page: string, key: string, value: string) => `${page}${page.includes("?") ? "&" : "?"}${key}=${encodeURIComponent(value)}`;

/** What a failure tells a page: the first field's message, else the sentence. */
function failure(page: string, error: unknown): Response {
  const { errors, error: message } = errorAnswer(error);
  return redirectTo(back(page, "campaign-error", (errors?.[0]?.msg ?? message).slice(0, 200)));
}

/** The time the operator chose, read in the zone they picked (their own by default), or null for now; and how a script is told. */
export async function scheduleOf(schedule: ScheduleInput, operatorId: string): Promise<{ at: Date | null; told: (at: Date) => string }> {
  const zone = schedule.timeZone ?? (await operatorTimeZone(operatorId));
  return { at: scheduledInstant(schedule, zone), told: (at) => SCHEDULE_TEXT.scheduled(whenText(at, zone)) };
}

/** After a campaign is stored: the audit line, then the sender or the schedule's timer. */
export async function afterCreate(operator: AuditActor, campaign: CreatedCampaign, action: "newsletter-send" | "newsletter-announce"): Promise<void> {
  if (!campaign.created) return;
  const to = audienceLabel(campaign.audience);
  const detail = campaign.scheduledAt ? `scheduled for ${campaign.scheduledAt.toISOString()}: ${to}` : `${campaign.total} recipients: ${to}`;
  await recordAudit(operator, action, { kind: "campaign", id: campaign.id }, detail);
  if (campaign.status === "scheduled") kickScheduledCampaigns();
  else kickNewsletter();
}

/** The answer's query: "sent", or "scheduled" with the instant (the page shows it in the operator's zone). */
const outcome = (campaign: CreatedCampaign) => (campaign.scheduledAt ? `scheduled:${campaign.scheduledAt.toISOString()}` : `sent:${campaign.total}`);

export const sendNewsletterRoute = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireRecentFactorApi(request, NEWSLETTER_PATH);
  const page = isNavigation(request);
  try {
    const { input, image, requestId, audience, schedule } = await readNewsletterForm(request);
    const when = await scheduleOf(schedule, operator.id);
    const campaign = await createCampaign({ ...input, image, requestId, createdBy: operator.email, audience, scheduledAt: when.at });
    await afterCreate(operator, campaign, "newsletter-send");
    if (page) return redirectTo(back(NEWSLETTER_PATH, "campaign", outcome(campaign)));
    const body = { campaignId: campaign.id, recipients: campaign.total, status: campaign.status, scheduledAt: campaign.scheduledAt?.toISOString() ?? null };
    return json({ message: campaign.scheduledAt ? when.told(campaign.scheduledAt) : NEWSLETTER_MESSAGES.queued(campaign.total), ...body }, 202);
  } catch (error) {
    if (!page) throw error;
    return failure(NEWSLETTER_PATH, error);
  }
});

export const campaignActionRoute = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { id } = await params;
  const page = isNavigation(request);
  try {
    const { action } = await readJsonOrForm(request, campaignActionSchema);
    // Pausing and cancelling stop mail; resuming sends it, as sending does.
    if (action === "resume") assertRecentFactor(operator, request, NEWSLETTER_PATH);
    let message: string;
    if (action === "cancel") {
      await cancelCampaign(id);
      await recordAudit(operator, "newsletter-cancel", { kind: "campaign", id });
      message = SCHEDULE_TEXT.cancelled;
    } else if (action === "pause") {
      if (!(await pauseCampaign(id, CAMPAIGN_TEXT.pausedBy(operator.email)))) throw conflict(CAMPAIGN_TEXT.onlySendingPauses);
      newsletterSender().pause(id);
      message = CAMPAIGN_TEXT.paused;
    } else {
      if (!(await resumeCampaign(id))) throw conflict(CAMPAIGN_TEXT.onlyPausedResumes);
      newsletterSender().resume(id);
      message = CAMPAIGN_TEXT.resumed;
    }
    return page ? redirectTo(back(NEWSLETTER_PATH, "campaign", action)) : json({ message });
  } catch (error) {
    if (!page || isConfirmStep(error)) throw error;
    return failure(NEWSLETTER_PATH, error);
  }
});

/** The post's page in the operator area, where its announce form is. */
export const postAdminPath = (id: string) => `/admin/blog-submissions/${id}`;

export const announceRoute = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  assertSameOrigin(request);
  const { id } = await params;
  const operator = await requireRecentFactorApi(request, postAdminPath(id));
  const page = isNavigation(request);
  try {
    const schedule = await readJsonOrForm(request, announceSchema);
    const when = await scheduleOf(schedule, operator.id);
    const campaign = await announcePost(id, operator.email, when.at);
    await afterCreate(operator, campaign, "newsletter-announce");
    if (page) return redirectTo(back(postAdminPath(id), "campaign", campaign.created ? outcome(campaign) : "already"));
    const message = !campaign.created ? ANNOUNCE_TEXT.already : campaign.scheduledAt ? when.told(campaign.scheduledAt) : ANNOUNCE_TEXT.announced(campaign.total);
    return json({ message, campaignId: campaign.id, recipients: campaign.total, status: campaign.status, created: campaign.created }, campaign.created ? 202 : 200);
  } catch (error) {
    if (!page) throw error;
    return failure(postAdminPath(id), error);
  }
});

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
  const when = input.announce ? await scheduleOf({ sendAt: input.sendAt, timeZone: input.timeZone }, operator.id) : null;
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
