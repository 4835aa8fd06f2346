import { moveRoute } from "@/lib/features/booking/routes";

export const POST = moveRoute;
