import { route } from "@/lib/core/http";
import { writerPost } from "@/lib/features/blog/writer-route";

// A new post from the writer's workspace: saved as a draft, or submitted at once.
export const POST = route((request) => writerPost(request, null));
