import { NotFoundMessage } from "@/components/layout/not-found-message";

// notFound() inside a (site) page: the layout already draws the shell.
export const metadata = { title: "Page not found" };

export default function SiteNotFound() {
  return <NotFoundMessage />;
}
