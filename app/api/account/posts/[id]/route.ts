import { route } from "@/lib/core/http";
import { writerPost } from "@/lib/features/blog/writer-route";

type Context = { params: Promise<{ id: string }> };

// The account's own draft or waiting post: saved again, or (a draft) submitted.
export const POST = route<Context>(async (request, { params }) => writerPost(request, (await params).id));
