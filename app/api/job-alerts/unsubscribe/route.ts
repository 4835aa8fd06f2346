import { unsubscribeRoute } from "@/lib/features/job-alerts/routes";

export const POST = unsubscribeRoute;
