import { handler } from "@/lib/core/handler";
import { blogImageResponse } from "@/lib/features/blog/image-access";

// Uploaded blog images, from the file store (never from public/): see lib/features/blog/image-access.ts.
export const GET = handler<null, undefined, { name: string }>({}, async ({ params }) => blogImageResponse(params.name));
