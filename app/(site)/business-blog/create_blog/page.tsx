import { CreateBlogPage, createMetadata } from "@/components/blog/pages/create";

export const metadata = createMetadata("business");

export default function Page() {
  return <CreateBlogPage area="business" />;
}
