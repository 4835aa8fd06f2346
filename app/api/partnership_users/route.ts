import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { PARTNERSHIP } from "@/lib/features/submissions/definitions";
import { submitWizard } from "@/lib/features/submissions/submit";

// A partnership enquiry from its wizard (JSON with the browser's id); limited per IP and per address.
export const POST = handler(
  { limit: { scope: PARTNERSHIP.kind, email: PARTNERSHIP.email }, body: { schema: PARTNERSHIP.schema } },
  async ({ request, input, ip }) => json(await submitWizard(PARTNERSHIP, input, ip, request)),
);
