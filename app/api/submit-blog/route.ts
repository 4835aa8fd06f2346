import { handler } from "@/lib/core/handler";
import { readBlogSubmission, submitBlogPost } from "@/lib/features/blog/submit";

// Variant 1 of the old front end: { message } on success, { error } on failure.
export const POST = handler(
  { limit: { scope: "blog" }, multipart: readBlogSubmission },
  async ({ request, form, ip }) => submitBlogPost(request, form, ip),
);
