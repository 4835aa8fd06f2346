import { unsubscribePageRoute, unsubscribeRoute } from "@/lib/features/job-alerts/routes";

export const GET = unsubscribePageRoute;
export const POST = unsubscribeRoute;
