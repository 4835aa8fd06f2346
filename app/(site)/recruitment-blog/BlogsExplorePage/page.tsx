import { BlogExplorePage, exploreMetadata } from "@/components/blog/pages/explore";
import type { LandingSearchParams } from "@/components/blog/pages/landing";

export const metadata = exploreMetadata("recruitment");

export default function Page({ searchParams }: { searchParams: LandingSearchParams }) {
  return <BlogExplorePage area="recruitment" searchParams={searchParams} />;
}
