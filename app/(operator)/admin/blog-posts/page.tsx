import { permanentRedirect } from "next/navigation";
import { requireOperatorPage } from "@/lib/features/auth/session";

// The posts' list is the blog list of the operator area (every post with its status, each linking
// to its review page, and from there to its editor and public page): one list, under its one address.
export default async function BlogPostsPage() {
  await requireOperatorPage("/admin/blog-posts");
  permanentRedirect("/admin/blog-submissions");
}
