import { BlogExplorePage, exploreMetadata, type LandingSearchParams } from "@/components/blog/pages";

export const metadata = exploreMetadata("recruitment");

export default function Page({ searchParams }: { searchParams: LandingSearchParams }) {
  return <BlogExplorePage area="recruitment" searchParams={searchParams} />;
}
