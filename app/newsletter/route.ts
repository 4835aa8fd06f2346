import { handler } from "@/lib/core/handler";
import { redirectTo } from "@/lib/core/http";
import { NEWSLETTER_ALIAS } from "@/lib/content/routes";

export const dynamic = "force-static";

// Next matches next.config's redirects without regard to case, so /newsletter → /Newsletter would
// redirect to itself there: the lower-case spelling is a route of its own, as /Sitemap is.
export const GET = handler({}, async () => redirectTo(NEWSLETTER_ALIAS.destination, 308));
