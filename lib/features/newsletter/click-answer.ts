// GET /api/newsletter/click/<campaign>/<position>?s=<signature>: checks the signature, counts the
// click (./clicks.ts; so many per IP) and sends the reader on with 302 to the URL stored for that
// link, never to one taken from the request. A link this site did not sign, or does not know,
// answers a 404 page.
import "server-only";
import { ERROR_TEXT } from "../../content/errors";
import { CLICK_PAGES } from "../../content/newsletter-measures";
import { errorAnswer } from "../../core/http";
import { escapeHtml } from "../../core/mail/escape";
import { clientIp, rateKeyOfIp } from "../../core/security/client-ip";
import { newsletterClickSchema } from "../../validation/newsletter-click";
import { followLink, linkTarget } from "./clicks";
import { isSignedClick } from "./links";

type Params = { campaignId: string; position: string };

/** A page of its own (no script, no style), so it needs nothing the site's pages load. */
function page(
  status: number,
  { title, body }: { title: string; body: string },
  headers: Record<string, string> = {},
): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/">${escapeHtml(CLICK_PAGES.home)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The answer to a counted link; `count` is false for HEAD, which a link checker may send. */
export async function answerClick(request: Request, params: Params, count: boolean): Promise<Response> {
  const parsed = newsletterClickSchema.safeParse({
    ...params,
    signature: new URL(request.url).searchParams.get("s") ?? "",
  });
  if (!parsed.success || !isSignedClick(parsed.data.campaignId, parsed.data.position, parsed.data.signature)) {
    return page(404, CLICK_PAGES.notFound);
  }
  const { campaignId, position } = parsed.data;
  try {
    const url = await (count
      ? followLink(campaignId, position, rateKeyOfIp(clientIp(request)))
      : linkTarget(campaignId, position));
    if (!url) return page(404, CLICK_PAGES.notFound);
    return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "no-store" } });
  } catch (error) {
    // errorAnswer logs what is not an outage, and says 503 (with Retry-After) for what is.
    const { status, headers } = errorAnswer(error);
    return status === 503 ? page(503, CLICK_PAGES.unavailable, headers) : page(500, ERROR_TEXT);
  }
}
