import { writerPostRoute } from "@/lib/features/blog/writer-route";

// The account's own draft or waiting post: saved again, or (a draft) submitted.
export const POST = writerPostRoute;
