import { handler } from "@/lib/core/handler";
import { errorListResponse } from "@/lib/features/blog/answer";
import { readBlogSubmission, submitBlogPost } from "@/lib/features/blog/submit";

// Variants 2 and 3 of the old front end: { message } on success, { errors: [{ msg }] } on failure.
export const POST = handler(
  { limit: { scope: "blog" }, multipart: readBlogSubmission, respond: errorListResponse },
  async ({ request, form, ip }) => submitBlogPost(request, form, ip),
);
