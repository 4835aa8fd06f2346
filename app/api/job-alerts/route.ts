import { signupRoute } from "@/lib/features/job-alerts/routes";

export const POST = signupRoute;
