import { operatorMoveRoute } from "@/lib/features/booking/operator";

export const POST = operatorMoveRoute;
