// A followed newsletter link: one more click for (campaign, position), then the reader goes on to
// the stored URL. A reader is never kept waiting on the count: once this process knows where a
// link leads (it sent the campaign, or served the link before), a database that is down or slow
// costs the redirect nothing, and clicks it could not write wait here until it answers again
// (lost only if the process stops first). A link this process does not know yet needs the database.
// Only so many clicks from one IP count per campaign (COUNTED_PER_IP): the redirect answers past
// that too, so one visitor cannot inflate a link's count.
import "server-only";
import { BoundedMap } from "../../core/bounded-map";
import { db, Prisma } from "../../core/db";
import { log } from "../../core/log";
import { connectivityReason, onRecovery } from "../../core/outage";
import { withinRate, type RateRule } from "../../core/rate-limit";
import type { CampaignLinks } from "./links";

/** How long a click waits for its count to be written before the reader is sent on anyway. */
const COUNT_WAIT_MS = 300;
const KNOWN_LINKS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A reader follows a few of a campaign's links: one IP (an IPv6 /64) counts this many clicks of it an hour. */
const COUNTED_PER_IP: RateRule = { limit: 10, windowMs: 60 * 60 * 1000 };

const keyOf = (campaignId: string, position: number) => `${campaignId}\n${position}`;
const known = new BoundedMap<{ url: string; expiresAt: number }>(KNOWN_LINKS);
const unwritten = new Map<string, { campaignId: string; position: number; clicks: number }>();

function remember(campaignId: string, position: number, url: string): void {
  known.set(keyOf(campaignId, position), { url, expiresAt: Date.now() + 30 * DAY_MS });
}

/** Called by the sender with the links it writes into the copies, so their redirects need no lookup. */
export function rememberLinks({ campaignId, urls }: CampaignLinks): void {
  urls.forEach((url, position) => remember(campaignId, position, url));
}

/** Adds clicks to a stored link and returns its URL; null when there is no such link. */
async function addClicks(campaignId: string, position: number, clicks: number): Promise<string | null> {
  const rows = await db.$queryRaw<
    Array<{ url: string }>
  >(Prisma.sql`UPDATE "CampaignLink" SET "clicks" = "clicks" + ${clicks}
    WHERE "campaignId" = ${campaignId} AND "position" = ${position} RETURNING "url"`);
  return rows[0]?.url ?? null;
}

function keep(campaignId: string, position: number, clicks: number): void {
  const key = keyOf(campaignId, position);
  const entry = unwritten.get(key) ?? { campaignId, position, clicks: 0 };
  entry.clicks += clicks;
  unwritten.set(key, entry);
}

let flushing = false;

/** Writes the clicks that waited for the database; those that fail again keep waiting. */
export async function writeWaitingClicks(): Promise<void> {
  if (flushing || unwritten.size === 0) return;
  flushing = true;
  try {
    for (const [key, { campaignId, position, clicks }] of [...unwritten]) {
      unwritten.delete(key);
      await addClicks(campaignId, position, clicks).catch((error: unknown) => {
        keep(campaignId, position, clicks);
        throw error;
      });
    }
  } catch (error) {
    if (!connectivityReason(error)) log.error({ err: error }, "could not write newsletter clicks");
  } finally {
    flushing = false;
  }
}

let listening = false;
function writeOnRecovery(): void {
  if (listening) return;
  listening = true;
  onRecovery("database", () => void writeWaitingClicks());
}

/** Where a link leads, without counting (a HEAD request); null when there is no such link. */
export async function linkTarget(campaignId: string, position: number): Promise<string | null> {
  const cached = known.get(keyOf(campaignId, position), Date.now());
  if (cached) return cached.url;
  const link = await db.campaignLink.findUnique({
    where: { campaignId_position: { campaignId, position } },
    select: { url: true },
  });
  return link?.url ?? null;
}

/**
 * Whether a click from `ipKey` (an IP's rate key) counts. Counters that cannot be read (the
 * database down, on PostgreSQL) count it: it then waits with the click until the database is back.
 */
const counts = (campaignId: string, ipKey: string) =>
  withinRate(`newsletter-click:${campaignId}:ip:${ipKey}`, COUNTED_PER_IP);

/**
 * Counts a click of a signed link from `ipKey` (when within its limit) and returns where it leads,
 * or null when the campaign has no such link. Throws (answered 503) only when the database is
 * needed and cannot answer.
 */
export async function followLink(campaignId: string, position: number, ipKey: string): Promise<string | null> {
  const cached = known.get(keyOf(campaignId, position), Date.now());
  if (!cached) {
    const url = await addClicks(campaignId, position, (await counts(campaignId, ipKey)) ? 1 : 0);
    if (url) remember(campaignId, position, url);
    void writeWaitingClicks();
    return url;
  }
  const write = counts(campaignId, ipKey)
    .then(async (counted) => {
      if (counted) await addClicks(campaignId, position, 1);
    })
    .then(
      () => void writeWaitingClicks(),
      (error: unknown) => {
        writeOnRecovery();
        keep(campaignId, position, 1);
        if (!connectivityReason(error)) log.error({ err: error, campaignId }, "could not count a newsletter click");
      },
    );
  await Promise.race([write, new Promise((resolve) => setTimeout(resolve, COUNT_WAIT_MS).unref())]);
  return cached.url;
}
