import { operatorCancelRoute } from "@/lib/features/booking/operator";

export const POST = operatorCancelRoute;
