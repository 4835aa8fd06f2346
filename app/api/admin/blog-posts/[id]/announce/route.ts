import { announceRoute } from "@/lib/features/newsletter/routes";

// Announces a published post to the subscribers of its area: a campaign from its title, summary,
// cover and link, now or at the time given; once per post.
export const POST = announceRoute;
