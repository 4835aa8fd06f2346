import { MarketingPage } from "@/components/marketing/marketing-page";
import { BLOGS } from "@/lib/content/blogs";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(BLOGS.meta);

export default function BlogsPage() {
  return <MarketingPage content={BLOGS} />;
}
