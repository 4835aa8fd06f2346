import { availabilityRoute } from "@/lib/features/booking/routes";

export const POST = availabilityRoute;
