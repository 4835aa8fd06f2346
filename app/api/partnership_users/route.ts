import { PARTNERSHIP } from "@/lib/submissions/definitions";
import { submissionRoute } from "@/lib/submissions/routes";

export const POST = submissionRoute(PARTNERSHIP);
