import { HTTP_MESSAGES } from "@/lib/content/messages/http";
import { json } from "@/lib/core/http";
import { metricsAuthorized, scrapeMetrics } from "@/lib/core/metrics-scrape";

export const dynamic = "force-dynamic";

// Prometheus scrapes this with `Authorization: Bearer $METRICS_TOKEN`; without the token set and
// sent, 401 (README.md, "Operating it").
export async function GET(request: Request) {
  if (!metricsAuthorized(request.headers.get("authorization"))) {
    return json({ error: HTTP_MESSAGES.unauthorized }, 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
  }
  const { text, contentType } = await scrapeMetrics();
  return new Response(text, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}
