import { route } from "@/lib/core/http";
import { writerDelete } from "@/lib/features/blog/writer-route";

type Context = { params: Promise<{ id: string }> };

// Deletes the account's own draft: a form post from My blog posts (pages without JavaScript cannot send DELETE).
export const POST = route<Context>(async (request, { params }) => writerDelete(request, (await params).id));
