import { CAREER } from "@/lib/features/submissions/definitions";
import { submissionRoute } from "@/lib/features/submissions/routes";

export const POST = submissionRoute(CAREER);
