import { BlogExplorePage, exploreMetadata, type LandingSearchParams } from "@/components/blog/pages";

export const metadata = exploreMetadata("business");

export default function Page({ searchParams }: { searchParams: LandingSearchParams }) {
  return <BlogExplorePage area="business" searchParams={searchParams} />;
}
