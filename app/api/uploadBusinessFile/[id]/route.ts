import { resumeUploadRoute } from "@/lib/features/submissions/routes";

export const POST = resumeUploadRoute("business");
