import { CreateBlogPage, createMetadata } from "@/components/blog/pages/create";

export const metadata = createMetadata("recruitment");

export default function Page() {
  return <CreateBlogPage area="recruitment" />;
}
