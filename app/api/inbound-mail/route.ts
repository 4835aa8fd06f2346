import { handler, json } from "@/lib/core/handler";
import { inboundRelay, receivePosted } from "@/lib/features/conversations/inbound-http";

export const dynamic = "force-dynamic";

// A mail relay's inbound hook posts a reply here as message/rfc822, with its bearer token (README's
// INBOUND_MAIL_TOKEN): 202 when it is stored (filed or unmatched), 200 when the same Message-ID was.
export const POST = handler({ sameOrigin: false, access: inboundRelay }, async ({ request }) => {
  const received = await receivePosted(request);
  return json(received, received.outcome === "duplicate" ? 200 : 202);
});
