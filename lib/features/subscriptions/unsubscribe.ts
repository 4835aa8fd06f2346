// The unsubscribe link of every newsletter mail: a signed token naming the address, so only the
// mail's recipient can use it and no cookie is needed (RFC 8058 one-click POST).
import "server-only";
import { config } from "../../core/config";
import { createToken } from "../../core/tokens";

export function unsubscribeUrl(email: string): string {
  return `${config.siteUrl}/subscription/unsubscribe?token=${createToken("unsubscribe", email)}`;
}

/** Headers that let mail clients offer one-click unsubscribe (RFC 8058). */
export function unsubscribeHeaders(email: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${config.siteUrl}/api/newsletter/unsubscribe?token=${createToken("unsubscribe", email)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
