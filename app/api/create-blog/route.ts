import { blogSubmissionRoute } from "@/lib/features/blog/routes";

// Variants 2 and 3 of the old front end: { message } on success, { errors: [{ msg }] } on failure.
export const POST = blogSubmissionRoute("errors-list");
