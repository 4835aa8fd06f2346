import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { CAREER } from "@/lib/features/submissions/definitions";
import { submitWizard } from "@/lib/features/submissions/submit";

// A career application from its wizard (JSON with the browser's id); limited per IP and per address.
export const POST = handler(
  { limit: { scope: CAREER.kind, email: CAREER.email }, body: { schema: CAREER.schema } },
  async ({ request, input, ip }) => json(await submitWizard(CAREER, input, ip, request)),
);
