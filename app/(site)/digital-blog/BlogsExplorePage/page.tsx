import { BlogExplorePage, exploreMetadata, type LandingSearchParams } from "@/components/blog/pages";

export const metadata = exploreMetadata("digital");

export default function Page({ searchParams }: { searchParams: LandingSearchParams }) {
  return <BlogExplorePage area="digital" searchParams={searchParams} />;
}
