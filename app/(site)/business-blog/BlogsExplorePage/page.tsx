import { BlogExplorePage, exploreMetadata } from "@/components/blog/pages/explore";
import type { LandingSearchParams } from "@/components/blog/pages/landing";

export const metadata = exploreMetadata("business");

export default function Page({ searchParams }: { searchParams: LandingSearchParams }) {
  return <BlogExplorePage area="business" searchParams={searchParams} />;
}
