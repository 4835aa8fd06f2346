import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { BUSINESS } from "@/lib/features/submissions/definitions";
import { submitWizard } from "@/lib/features/submissions/submit";

// A business enquiry from its wizard (JSON with the browser's id); limited per IP and per address.
export const POST = handler(
  { limit: { scope: BUSINESS.kind, email: BUSINESS.email }, body: { schema: BUSINESS.schema } },
  async ({ request, input, ip }) => json(await submitWizard(BUSINESS, input, ip, request)),
);
