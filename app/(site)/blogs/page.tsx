import { withFeeds } from "@/components/blog/pages/feeds";
import { MarketingPage } from "@/components/marketing/marketing-page";
import { BLOGS } from "@/lib/content/blogs";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = withFeeds(pageMetadata(BLOGS.meta), null);

export default function BlogsPage() {
  return <MarketingPage content={BLOGS} />;
}
