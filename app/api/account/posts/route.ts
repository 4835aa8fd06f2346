import { writerPostRoute } from "@/lib/features/blog/writer-route";

// A new post from the writer's workspace: saved as a draft, or submitted at once.
export const POST = writerPostRoute;
