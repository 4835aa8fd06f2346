import { blogImageResponse } from "@/lib/features/blog/image-access";
import { route } from "@/lib/core/http";

// Uploaded blog images, from the file store (never from public/): see lib/features/blog/image-access.ts.
export const GET = route<{ params: Promise<{ name: string }> }>(async (_request, { params }) => blogImageResponse((await params).name));
