// Campaigns and their deliveries: created in one transaction with a delivery row per subscriber
// confirmed at that moment (or scheduled, with none until it starts: ./schedule.ts), counted per
// status for the progress bars, paused and resumed.
import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { db, Prisma } from "../../core/db";
import { INTERESTS, joinInterests, splitInterests, type Interest } from "../../content/interests";
import { RANDOM_ID } from "../../core/db/dialect";
import { isUniqueViolation } from "../../core/db/raw";
import { fileStore, newFileKey } from "../../core/storage";
import type { NewsletterInput } from "../../validation/newsletter";
import type { EncodedImage } from "./image";
import { linkClicks, storeCampaignLinks, type LinkClicks } from "./links";

export const DELIVERY_STATUSES = ["pending", "sending", "sent", "failed", "skipped", "unknown"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type DeliveryCounts = Record<DeliveryStatus, number>;
export type CampaignStatus = "scheduled" | "sending" | "paused" | "done" | "cancelled";

export type CampaignSummary = {
  id: string;
  subject: string;
  status: CampaignStatus;
  pauseReason: string | null;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
  /** The interests it went to; null when it went to every confirmed subscriber. */
  audience: Audience;
  scheduledAt: string | null;
  total: number;
  counts: DeliveryCounts;
  /** Confirmed subscribers who unsubscribed through this campaign's mail. */
  unsubscribes: number;
  links: LinkClicks[];
};

/** Without a format (an announcement), the message is plain text. */
type NewCampaign = Omit<NewsletterInput, "format"> &
  Partial<Pick<NewsletterInput, "format">> & {
    image: EncodedImage | null;
    requestId?: string;
    createdBy: string;
    audience?: Audience;
    /** Set: the campaign waits, status "scheduled", and its deliveries are inserted when it starts. */
    scheduledAt?: Date | null;
    /** An absolute URL the mail shows as its button (an announced post's page). */
    link?: string | null;
  };

const emptyCounts = (): DeliveryCounts => ({ pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0, unknown: 0 });

export type CreatedCampaign = {
  id: string;
  total: number;
  status: CampaignStatus;
  scheduledAt: Date | null;
  audience: Audience;
  created: boolean;
};
const created = (
  row: { id: string; total: number; status: string; scheduledAt: Date | null; audience: string | null },
  isNew: boolean,
): CreatedCampaign => ({
  id: row.id,
  total: row.total,
  status: row.status as CampaignStatus,
  scheduledAt: row.scheduledAt,
  audience: audienceOf(row.audience),
  created: isNew,
});

/** The campaign a request id already made, if any (created false). */
export async function campaignOfRequest(requestId: string): Promise<CreatedCampaign | null> {
  const existing = await db.campaign.findUnique({ where: { requestId } });
  return existing ? created(existing, false) : null;
}

/** Stores the campaign and its deliveries (none yet when scheduled); a repeated requestId returns the first campaign
 * instead. */
export async function createCampaign(input: NewCampaign): Promise<CreatedCampaign> {
  const existing = input.requestId ? await campaignOfRequest(input.requestId) : null;
  if (existing) return existing;
  const audience = input.audience ?? null;
  const scheduledAt = input.scheduledAt ?? null;
  const imageKey = input.image ? newFileKey("newsletter", input.image.extension) : null;
  if (input.image && imageKey) await fileStore.save(imageKey, Readable.from([input.image.buffer]));
  const id = randomUUID();
  const now = new Date();
  try {
    const total = await db.$transaction(async (tx) => {
      await tx.campaign.create({
        data: {
          id,
          requestId: input.requestId || null,
          subject: input.subject,
          message: input.message,
          format: input.format ?? "plain",
          imageKey,
          imageType: input.image?.mime ?? null,
          imageWidth: input.image?.width ?? null,
          imageHeight: input.image?.height ?? null,
          createdBy: input.createdBy,
          createdAt: now,
          audience: audienceColumn(audience),
          link: input.link ?? null,
          ...(scheduledAt ? { status: "scheduled", scheduledAt } : {}),
        },
      });
      await storeCampaignLinks(tx, id, input.message, input.link, input.format);
      return scheduledAt ? 0 : startDeliveries(tx, id, audience, now);
    });
    return {
      id,
      total,
      status: scheduledAt ? "scheduled" : total === 0 ? "done" : "sending",
      scheduledAt,
      audience,
      created: true,
    };
  } catch (error) {
    if (imageKey) await fileStore.delete(imageKey);
    if (input.requestId && isUniqueViolation(error)) {
      return created(await db.campaign.findUniqueOrThrow({ where: { requestId: input.requestId } }), false);
    }
    throw error;
  }
}

type Tx = Prisma.TransactionClient;

/** Who a campaign goes to: every confirmed subscriber (null), or those with any of these interests. */
export type Audience = readonly Interest[] | null;

export const audienceColumn = (audience: Audience): string | null =>
  audience && audience.length > 0 ? joinInterests(audience) : null;
export const audienceOf = (column: string | null): Audience => (column ? splitInterests(column) : null);

/** The confirmed subscribers an audience reaches, as a WHERE condition on "Subscriber". */
function audienceCondition(audience: Audience): Prisma.Sql {
  if (!audience || audience.length === 0) return Prisma.sql`"status" = 'confirmed'`;
  // Interests are stored space-separated: padded with spaces, each matches as a whole word.
  const any = Prisma.join(
    audience.map((interest) => Prisma.sql`(' ' || "interests" || ' ') LIKE ${`% ${interest} %`}`),
    " OR ",
  );
  return Prisma.sql`"status" = 'confirmed' AND (${any})`;
}

/** Inserts the campaign's deliveries and records their total; with no one to send to, it is done at once. */
export async function startDeliveries(tx: Tx, id: string, audience: Audience, now: Date): Promise<number> {
  const count = await insertDeliveries(tx, id, audience);
  await tx.campaign.update({
    where: { id },
    data: count === 0 ? { total: 0, status: "done", finishedAt: now } : { total: count },
  });
  return count;
}

/** A pending delivery for every subscriber the audience reaches, in one statement however many. */
export async function insertDeliveries(tx: Tx, campaignId: string, audience: Audience): Promise<number> {
  return tx.$executeRaw`INSERT INTO "Delivery" ("id", "campaignId", "email", "status", "attempts")
    SELECT ${RANDOM_ID}, ${campaignId}, "email", 'pending', 0 FROM "Subscriber" WHERE ${audienceCondition(audience)}`;
}

/** How many subscribers a campaign to this audience would reach now (shown before sending). */
export async function countAudience(audience: Audience): Promise<number> {
  const [row] = await db.$queryRaw<
    Array<{ count: bigint | number }>
  >`SELECT COUNT(*) AS "count" FROM "Subscriber" WHERE ${audienceCondition(audience)}`;
  return Number(row?.count ?? 0);
}

/** For the operator's page without script: how many each interest alone would reach now. */
export async function countEachInterest(): Promise<Record<Interest, number>> {
  const counts = await Promise.all(INTERESTS.map((interest) => countAudience([interest])));
  return Object.fromEntries(INTERESTS.map((interest, n) => [interest, counts[n] ?? 0])) as Record<Interest, number>;
}

export async function countDeliveries(campaignIds: string[]): Promise<Map<string, DeliveryCounts>> {
  const result = new Map(campaignIds.map((id) => [id, emptyCounts()]));
  if (campaignIds.length === 0) return result;
  const groups = await db.delivery.groupBy({
    by: ["campaignId", "status"],
    where: { campaignId: { in: campaignIds } },
    _count: { _all: true },
  });
  for (const group of groups) {
    const counts = result.get(group.campaignId);
    if (counts && group.status in counts) counts[group.status as DeliveryStatus] = group._count._all;
  }
  return result;
}

function parseArchived(value: string | null): DeliveryCounts | null {
  if (!value) return null;
  try {
    return { ...emptyCounts(), ...(JSON.parse(value) as Partial<DeliveryCounts>) };
  } catch {
    return null;
  }
}

/** Campaigns a page of the list shows past the waiting ones (the scheduled ones are all on page 1). */
export const CAMPAIGN_PAGE_SIZE = 20;
const WAITING = { status: "scheduled" } as const;

/**
 * Page `page` of the campaigns, each with its delivery counts: page 1 starts with every scheduled
 * campaign, soonest first, so one set far ahead stays in reach to be cancelled however many are
 * sent meanwhile; then the others, newest first, CAMPAIGN_PAGE_SIZE a page.
 */
export async function listCampaigns(page = 1): Promise<CampaignSummary[]> {
  const [waiting, others] = await Promise.all([
    page === 1 ? db.campaign.findMany({ where: WAITING, orderBy: [{ scheduledAt: "asc" }, { id: "asc" }] }) : [],
    db.campaign.findMany({
      where: { NOT: WAITING },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * CAMPAIGN_PAGE_SIZE,
      take: CAMPAIGN_PAGE_SIZE,
    }),
  ]);
  const campaigns = [...waiting, ...others];
  const ids = campaigns.map((campaign) => campaign.id);
  const [counts, links] = await Promise.all([countDeliveries(ids), linkClicks(ids)]);
  return campaigns.map((campaign) => ({
    id: campaign.id,
    subject: campaign.subject,
    status: campaign.status as CampaignStatus,
    pauseReason: campaign.pauseReason,
    createdBy: campaign.createdBy,
    createdAt: campaign.createdAt.toISOString(),
    finishedAt: campaign.finishedAt?.toISOString() ?? null,
    audience: audienceOf(campaign.audience),
    scheduledAt: campaign.scheduledAt?.toISOString() ?? null,
    total: campaign.total,
    counts: parseArchived(campaign.archivedCounts) ?? counts.get(campaign.id) ?? emptyCounts(),
    unsubscribes: campaign.unsubscribes,
    links: links.get(campaign.id) ?? [],
  }));
}

/** How many campaigns the list pages through (those not waiting for their time). */
export async function countPagedCampaigns(): Promise<number> {
  return db.campaign.count({ where: { NOT: WAITING } });
}

/** Pauses a sending campaign with a reason; true when it was sending. */
export async function pauseCampaign(id: string, reason: string): Promise<boolean> {
  const { count } = await db.campaign.updateMany({
    where: { id, status: "sending" },
    data: { status: "paused", pauseReason: reason },
  });
  return count === 1;
}

/** Sends a paused campaign on from where it stopped; true when it was paused. */
export async function resumeCampaign(id: string): Promise<boolean> {
  const { count } = await db.campaign.updateMany({
    where: { id, status: "paused" },
    data: { status: "sending", pauseReason: null },
  });
  return count === 1;
}

export async function confirmedSubscriberCount(): Promise<number> {
  return db.subscriber.count({ where: { status: "confirmed" } });
}
