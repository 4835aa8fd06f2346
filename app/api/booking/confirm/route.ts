import { confirmRoute } from "@/lib/features/booking/routes";

export const POST = confirmRoute;
