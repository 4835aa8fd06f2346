import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { uploadResume } from "@/lib/features/submissions/submit";

// A career application's resume, streamed under the limits of lib/core/uploads/resume.ts (or the saved one, as JSON).
export const POST = handler<null, undefined, { id: string }>(
  { limit: { scope: "career-upload" } },
  async ({ request, params }) => json(await uploadResume("career", params.id, request)),
);
