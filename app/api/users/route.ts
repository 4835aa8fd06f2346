import { CAREER } from "@/lib/submissions/definitions";
import { submissionRoute } from "@/lib/submissions/routes";

export const POST = submissionRoute(CAREER);
