import { campaignActionRoute } from "@/lib/features/newsletter/routes";

// Pause, resume or cancel a campaign. Resuming sends on from where it stopped: sent rows stay
// sent. Only a scheduled campaign that has not started can be cancelled.
export const POST = campaignActionRoute;
