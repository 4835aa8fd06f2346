import { BlogLandingPage, landingMetadata, type LandingSearchParams } from "@/components/blog/pages/landing";

export const metadata = landingMetadata("business");

export default function Page({ searchParams }: { searchParams: LandingSearchParams }) {
  return <BlogLandingPage area="business" searchParams={searchParams} />;
}
