import { proofImageResponse } from "@/lib/features/proof/images";
import { route } from "@/lib/core/http";

// Case study covers, client logos and team photos, from the file store: see lib/features/proof/images.ts.
export const GET = route<{ params: Promise<{ name: string }> }>(async (request, { params }) => proofImageResponse((await params).name, request));
