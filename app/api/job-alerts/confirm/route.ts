import { confirmRoute } from "@/lib/features/job-alerts/routes";

export const POST = confirmRoute;
