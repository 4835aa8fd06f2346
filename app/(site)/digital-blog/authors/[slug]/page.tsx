import { authorMetadata, BlogAuthorPage, type AuthorParams } from "@/components/blog/pages/author";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: AuthorParams }) => authorMetadata("digital", params);

export default function Page({ params }: { params: AuthorParams }) {
  return <BlogAuthorPage area="digital" params={params} />;
}
