import { handler } from "@/lib/core/handler";
import { feedResponse } from "@/lib/features/blog/feeds";

export const dynamic = "force-dynamic";

export const GET = handler({}, async ({ request }) => feedResponse(request, "business", "rss"));
