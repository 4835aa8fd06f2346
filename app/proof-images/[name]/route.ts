import { handler } from "@/lib/core/handler";
import { proofImageResponse } from "@/lib/features/proof/images";

// Case study covers, client logos and team photos, from the file store: see lib/features/proof/images.ts.
export const GET = handler<null, undefined, { name: string }>({}, async ({ request, params }) =>
  proofImageResponse(params.name, request),
);
