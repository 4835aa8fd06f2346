// Newsletter subscription lifecycle after sign-up (./signup.ts): confirmed through a signed link,
// unsubscribed through a signed link. Answers never reveal whether an address was known.
import "server-only";
import { db } from "../../core/db";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { verifyToken } from "../../core/tokens";
import type { ConfirmOutcome } from "../../content/subscription";
import { MAIL_SUBSCRIBE_WELCOME } from "./kinds";
import { signedCampaign } from "./unsubscribe";

export function isValidConfirmToken(token: string): boolean {
  return verifyToken("confirm", token) !== null;
}

/** Confirms the address the token names; called only by the confirm page's POST, never by a GET. */
export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const email = verifyToken("confirm", token);
  if (!email) return "invalid";
  const subscriber = await db.subscriber.findUnique({ where: { email } });
  if (!subscriber) return "invalid";
  if (subscriber.status === "confirmed") return "already-confirmed";
  await db.$transaction([
    db.subscriber.update({ where: { email }, data: { status: "confirmed", confirmedAt: new Date() } }),
    enqueueMail(db, MAIL_SUBSCRIBE_WELCOME, email),
  ]);
  kickOutbox();
  return "confirmed";
}

export function isValidUnsubscribeToken(token: string): boolean {
  return verifyToken("unsubscribe", token) !== null;
}

/**
 * True when the token was valid; unsubscribing twice is fine. `campaign` (the signed parameter of
 * a campaign copy's links) adds one to that campaign's unsubscribes when a confirmed subscriber
 * leaves, once: the second time finds them unsubscribed already. Nothing records who left after which.
 */
export async function unsubscribe(token: string, campaign?: string | null): Promise<boolean> {
  const email = verifyToken("unsubscribe", token);
  if (!email) return false;
  const campaignId = signedCampaign(campaign, email);
  // Only the proof of consent stays (the privacy policy says so): the topics go.
  const data = { status: "unsubscribed", unsubscribedAt: new Date(), interests: "" };
  await db.$transaction(async (tx) => {
    const { count } = await tx.subscriber.updateMany({ where: { email, status: "confirmed" }, data });
    if (count === 0) await tx.subscriber.updateMany({ where: { email, status: "pending" }, data });
    else if (campaignId)
      await tx.campaign.updateMany({ where: { id: campaignId }, data: { unsubscribes: { increment: 1 } } });
  });
  return true;
}
