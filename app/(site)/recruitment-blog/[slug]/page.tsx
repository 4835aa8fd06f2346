import { BlogPostPage, postMetadata, type SlugParams } from "@/components/blog/pages/post";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: SlugParams }) => postMetadata("recruitment", params);

export default function Page({ params }: { params: SlugParams }) {
  return <BlogPostPage area="recruitment" params={params} />;
}
