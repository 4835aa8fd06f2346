// #35 polish: the W3C Nu checker found an h3 (each post card's title) straight after the h1 on the
// three explore pages (/<area>/BlogsExplorePage). The pages, rendered with a published post in
// each area, must step down one heading level at a time.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { BlogExplorePage } from "@/components/blog/pages/explore";
import { BLOG_AREA_KEYS } from "@/lib/content/blog-areas";
import { db } from "@/lib/core/db";

afterAll(() => db.$disconnect());

/** The heading levels of the markup, in document order, with each heading's text. */
const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])\b[^>]{0,500}>(.{0,600}?)<\/h[1-6]>/g)].map((match) => `h${match[1]} ${(match[2] ?? "").replace(/<[^>]{0,500}>/g, "")}`);

describe("the explore pages", () => {
  it.each(BLOG_AREA_KEYS)("of the %s blog go h1, h2, then h3 for each post: no level skipped", async (area) => {
    const title = `Heading order ${area} ${Date.now().toString(36)}`;
    const post = await db.blogPost.create({
      data: {
        area,
        slug: `heading-order-${area}-${Date.now().toString(36)}`,
        title,
        body: "Its text.",
        authorName: "Asha",
        status: "published",
        publishedAt: new Date(),
      },
    });
    try {
      const page = await BlogExplorePage({ area, searchParams: Promise.resolve({ q: title }) });
      const levels = headings(renderToStaticMarkup(createElement("main", null, page)));
      expect(levels).toEqual(["h1 Welcome to the Blog", "h2 Posts", `h3 ${title}`]);
    } finally {
      await db.blogPost.delete({ where: { id: post.id } });
    }
  });
});
