import { handler } from "@/lib/core/handler";
import { feedResponse } from "@/lib/features/blog/feeds";

// Every area's newest posts in one feed.
export const dynamic = "force-dynamic";

export const GET = handler({}, async ({ request }) => feedResponse(request, null, "atom"));
