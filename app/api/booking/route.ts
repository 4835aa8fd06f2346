import { bookRoute } from "@/lib/features/booking/routes";

export const POST = bookRoute;
