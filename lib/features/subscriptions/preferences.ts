// The preferences link of every newsletter mail: a signed token naming the address (like the
// unsubscribe link: no cookie, no expiry, so last month's mail still works), the page reads the
// subscriber's topics with it and only its POST changes them.
import "server-only";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { createToken, verifyToken } from "../../core/tokens";
import { joinInterests, splitInterests, type Interest } from "../../content/interests";

const PURPOSE = "preferences";

export function preferencesUrl(email: string): string {
  return `${config.siteUrl}/subscription/preferences?token=${createToken(PURPOSE, email)}`;
}

export type Preferences = { email: string; status: string; interests: Interest[] };

/** What the page shows: null for a forged or broken token, or an address no longer stored. */
export async function readPreferences(token: string): Promise<Preferences | null> {
  const email = verifyToken(PURPOSE, token);
  if (!email) return null;
  const subscriber = await db.subscriber.findUnique({ where: { email }, select: { status: true, interests: true } });
  return subscriber ? { email, status: subscriber.status, interests: splitInterests(subscriber.interests) } : null;
}

/** Replaces the topics of a subscriber still subscribed; false when the token or the subscription is gone. */
export async function savePreferences(token: string, interests: readonly Interest[]): Promise<boolean> {
  const email = verifyToken(PURPOSE, token);
  if (!email) return false;
  const { count } = await db.subscriber.updateMany({
    where: { email, status: { not: "unsubscribed" } },
    data: { interests: joinInterests(interests) },
  });
  return count === 1;
}
