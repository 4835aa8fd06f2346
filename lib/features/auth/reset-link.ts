// A password reset from the mailbox: every reset mail carries a link beside the code. The link
// names the code's row under the app secret's signature, so it cannot be guessed and the code
// limits do not count it: ten wrong codes from anyone stop the codes for a day (./codes.ts), never
// the owner who opens the mail. It works once and as long as its code; a new reset mail ends both.
import "server-only";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { createToken, verifyToken } from "../../core/tokens";
import { CODE_TTL_MS } from "./code-limits";

const PURPOSE = "reset-link";

/**
 * The link in the reset mail. The token rides in the fragment, which browsers never send: it
 * stays out of request logs, proxies and Referer headers (the reset screen posts it).
 */
export const resetLinkUrl = (codeId: string) =>
  `${config.siteUrl}/reset-password#token=${createToken(PURPOSE, codeId, CODE_TTL_MS)}`;

/** Uses the link's reset code (once, while it lives) and returns the address it was mailed to, or null. */
export async function spendResetLink(token: string, now = new Date()): Promise<string | null> {
  const id = verifyToken(PURPOSE, token, now.getTime());
  if (!id) return null;
  const row = await db.oneTimeCode.findUnique({ where: { id }, select: { email: true } });
  if (!row) return null;
  const { count } = await db.oneTimeCode.updateMany({
    where: { id, purpose: "reset", usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return count === 1 ? row.email : null;
}
