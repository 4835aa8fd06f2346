import { releaseRoute } from "@/lib/features/booking/routes";

export const POST = releaseRoute;
