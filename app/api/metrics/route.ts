import { handler } from "@/lib/core/handler";
import { metricsResponse, metricsScraper } from "@/lib/core/metrics-scrape";

export const dynamic = "force-dynamic";

// Prometheus scrapes this with `Authorization: Bearer $METRICS_TOKEN`; without the token set and
// sent, 401 (README.md, "Operating it").
export const GET = handler({ access: metricsScraper }, metricsResponse);
