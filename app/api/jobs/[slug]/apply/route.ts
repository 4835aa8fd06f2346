import { quickApplyRoute } from "@/lib/features/submissions/routes";

export const POST = quickApplyRoute();
