// The unsubscribe link of every newsletter mail: a signed token naming the address, so only the
// mail's recipient can use it and no cookie is needed (RFC 8058 one-click POST).
import "server-only";
import { config } from "../../core/config";
import { createToken } from "../../core/tokens";

/** The token the unsubscribe page's button posts (also the preferences page's Unsubscribe button). */
export const unsubscribeToken = (email: string): string => createToken("unsubscribe", email);

export function unsubscribeUrl(email: string): string {
  return `${config.siteUrl}/subscription/unsubscribe?token=${unsubscribeToken(email)}`;
}

/** Headers that let mail clients offer one-click unsubscribe (RFC 8058). */
export function unsubscribeHeaders(email: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${config.siteUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken(email)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
