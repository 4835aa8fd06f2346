import { CreateBlogPage, createMetadata } from "@/components/blog/pages/create";

export const metadata = createMetadata("digital");

export default function Page() {
  return <CreateBlogPage area="digital" />;
}
