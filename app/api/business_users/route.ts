import { BUSINESS } from "@/lib/submissions/definitions";
import { submissionRoute } from "@/lib/submissions/routes";

export const POST = submissionRoute(BUSINESS);
