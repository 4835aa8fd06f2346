import { BlogLandingPage, landingMetadata, type LandingSearchParams } from "@/components/blog/pages/landing";

export const metadata = landingMetadata("digital");

export default function Page({ searchParams }: { searchParams: LandingSearchParams }) {
  return <BlogLandingPage area="digital" searchParams={searchParams} />;
}
