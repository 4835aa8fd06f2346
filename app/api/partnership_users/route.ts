import { PARTNERSHIP } from "@/lib/features/submissions/definitions";
import { submissionRoute } from "@/lib/features/submissions/routes";

export const POST = submissionRoute(PARTNERSHIP);
