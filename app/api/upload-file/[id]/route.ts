import { resumeUploadRoute } from "@/lib/submissions/routes";

export const POST = resumeUploadRoute("career");
