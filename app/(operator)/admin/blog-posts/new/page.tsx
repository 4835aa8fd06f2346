import { BlogEditor } from "@/components/admin/blog-editor";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { BLOG_EDITOR_TEXT } from "@/lib/content/admin-blog";
import { parseArea } from "@/lib/content/blog-areas";
import { zoneOptions } from "@/lib/content/booking";
import { operatorTimeZone } from "@/lib/features/booking";
import { confirmPath, hasRecentFactor } from "@/lib/features/auth/recent-factor";

export const metadata = { title: BLOG_EDITOR_TEXT.newTitle };

type Props = { searchParams: Promise<{ area?: string }> };

export default async function NewBlogPostPage({ searchParams }: Props) {
  const operator = await requireOperatorPage("/admin/blog-posts/new");
  const area = parseArea((await searchParams).area) ?? undefined;
  const zone = await operatorTimeZone(operator.id);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{BLOG_EDITOR_TEXT.newTitle}</h1>
        <p className="mt-2 text-muted-foreground">{BLOG_EDITOR_TEXT.newIntro}</p>
      </div>
      <BlogEditor
        area={area}
        announce={{
          zone,
          zones: zoneOptions(zone),
          confirm: hasRecentFactor(operator) ? null : confirmPath("/admin/blog-posts/new"),
        }}
      />
    </div>
  );
}
