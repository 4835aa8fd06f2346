import { feedRoute } from "@/lib/features/blog/feeds";

export const dynamic = "force-dynamic";

export const GET = feedRoute("business", "atom");
