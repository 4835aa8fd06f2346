import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata = { title: "Page not found" };

// notFound() from a page of the site (an unknown blog post, say): the 404 inside the shell.
export default function SiteNotFound() {
  return <NotFoundContent />;
}
