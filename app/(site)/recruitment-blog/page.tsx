import { BlogLandingPage, landingMetadata, type LandingSearchParams } from "@/components/blog/pages/landing";

export const metadata = landingMetadata("recruitment");

export default function Page({ searchParams }: { searchParams: LandingSearchParams }) {
  return <BlogLandingPage area="recruitment" searchParams={searchParams} />;
}
