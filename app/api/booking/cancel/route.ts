import { cancelRoute } from "@/lib/features/booking/routes";

export const POST = cancelRoute;
