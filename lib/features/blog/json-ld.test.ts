import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/seo/json-ld";
import { authorProfileJsonLd, blogPostingJsonLd } from "./json-ld";
import type { BlogPostView } from "./queries";

const SITE = "https://www.example.com";

const post = (overrides: Partial<BlogPostView> = {}): BlogPostView => ({
  id: "p1",
  format: "plain",
  area: "digital",
  slug: "running-google-ads",
  title: "Running Google Ads on a small budget",
  excerpt: "",
  authorName: "Priya Sharma",
  keywords: ["TECHNOLOGY", "SAAS"],
  publishedAt: new Date("2026-03-04T09:00:00Z"),
  updatedAt: new Date("2026-03-05T10:30:00Z"),
  image: null,
  body: `${"Small budgets need tight targeting. ".repeat(8)}\n\nSecond paragraph.`,
  ...overrides,
});

describe("BlogPosting JSON-LD", () => {
  it("names the headline, the author and their page, both dates, the publisher and the post's URL", () => {
    const data = blogPostingJsonLd(
      post({ image: { src: "/blog-images/abc.webp", width: 1600, height: 900, srcSet: "ignored" } }),
      SITE,
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE}/digital-blog/running-google-ads` },
      url: `${SITE}/digital-blog/running-google-ads`,
      headline: "Running Google Ads on a small budget",
      description: `${"Small budgets need tight targeting. ".repeat(4)}Small…`,
      datePublished: "2026-03-04T09:00:00.000Z",
      dateModified: "2026-03-05T10:30:00.000Z",
      author: { "@type": "Person", name: "Priya Sharma", url: `${SITE}/digital-blog/authors/priya-sharma` },
      publisher: {
        "@type": "Organization",
        name: "Solutions At One Place",
        url: SITE,
        logo: { "@type": "ImageObject", url: `${SITE}/logo.svg` },
      },
      image: { "@type": "ImageObject", url: `${SITE}/blog-images/abc.webp`, width: 1600, height: 900 },
      keywords: "TECHNOLOGY, SAAS",
      articleSection: "Digital Marketing Blog",
      isPartOf: { "@type": "Blog", name: "Digital Marketing Blog", url: `${SITE}/digital-blog` },
      inLanguage: "en-IN",
    });
  });

  it("names the post's Open Graph card as its image when it has no cover, and leaves out empty keywords", () => {
    const data = blogPostingJsonLd(post({ keywords: [] }), SITE);
    expect(data.image).toEqual({
      "@type": "ImageObject",
      url: `${SITE}/digital-blog/running-google-ads/opengraph-image-13h5pw`,
      width: 1200,
      height: 630,
    });
    expect(data).not.toHaveProperty("keywords");
  });

  it("is written into the page so that no title can close its script element", () => {
    const html = renderToStaticMarkup(
      createElement(JsonLd, { data: blogPostingJsonLd(post({ title: "</script><script>alert(1)</script>" }), SITE) }),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)?.[1] ?? "";
    expect((JSON.parse(json) as { headline: string }).headline).toBe("</script><script>alert(1)</script>");
  });
});

describe("an author page's Person data", () => {
  it("is a ProfilePage about the Person, with the bio when the operator wrote one", () => {
    const author = {
      slug: "priya-sharma",
      name: "Priya Sharma",
      bio: "Runs paid search for small retailers.",
      posts: [],
    };
    expect(authorProfileJsonLd("business", author, SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: `${SITE}/business-blog/authors/priya-sharma`,
      mainEntity: {
        "@type": "Person",
        name: "Priya Sharma",
        url: `${SITE}/business-blog/authors/priya-sharma`,
        description: "Runs paid search for small retailers.",
      },
    });
    expect(authorProfileJsonLd("business", { ...author, bio: null }, SITE).mainEntity).not.toHaveProperty(
      "description",
    );
  });
});
