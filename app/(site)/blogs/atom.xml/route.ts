import { feedRoute } from "@/lib/features/blog/feeds";

// Every area's newest posts in one feed.
export const dynamic = "force-dynamic";

export const GET = feedRoute(null, "atom");
