import { manageRoute } from "@/lib/features/job-alerts/routes";

export const POST = manageRoute;
