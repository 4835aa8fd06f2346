// The unsubscribe link of every newsletter mail: a signed token naming the address, so only the
// mail's recipient can use it and no cookie is needed (RFC 8058 one-click POST). A campaign's copy
// adds the campaign, signed for that address, so leaving through it counts once for the campaign.
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { config } from "../../core/config";
import { createToken, keyedHash } from "../../core/tokens";

const campaignSignature = (campaignId: string, email: string) =>
  keyedHash(`unsubscribe-campaign\n${campaignId}\n${email}`).slice(0, 22);

/** The `campaign` parameter of a campaign copy's unsubscribe links: the id and its signature for this address. */
export const campaignParameter = (campaignId: string, email: string) =>
  `${campaignId}.${campaignSignature(campaignId, email)}`;

/** The campaign a `campaign` parameter names, when it was signed for this address; otherwise null. */
export function signedCampaign(parameter: string | null | undefined, email: string): string | null {
  const [campaignId, given, extra] = (parameter ?? "").split(".");
  if (!campaignId || !given || extra !== undefined) return null;
  const expected = Buffer.from(campaignSignature(campaignId, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? campaignId : null;
}

/** The token the unsubscribe page's button posts (also the preferences page's Unsubscribe button). */
export const unsubscribeToken = (email: string): string => createToken("unsubscribe", email);

function query(email: string, campaignId?: string): string {
  const token = `token=${unsubscribeToken(email)}`;
  return campaignId ? `${token}&campaign=${encodeURIComponent(campaignParameter(campaignId, email))}` : token;
}

export function unsubscribeUrl(email: string, campaignId?: string): string {
  return `${config.siteUrl}/subscription/unsubscribe?${query(email, campaignId)}`;
}

/** Headers that let mail clients offer one-click unsubscribe (RFC 8058). */
export function unsubscribeHeaders(email: string, campaignId?: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${config.siteUrl}/api/newsletter/unsubscribe?${query(email, campaignId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
