import { blogSubmissionRoute } from "@/lib/features/blog/routes";

// Variant 1 of the old front end: { message } on success, { error } on failure.
export const POST = blogSubmissionRoute("error");
