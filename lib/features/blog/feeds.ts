// The RSS 2.0 and Atom feeds of each blog area and of every area together: the newest published
// posts, whole, made by the `feed` package (a maintained generator, so escaping and the formats'
// required elements are not ours to get right). Posts are plain text: their title, summary and
// paragraphs are HTML-escaped, so a reader shows what the post page shows and runs nothing. The
// author is the post's public name only (dc:creator in RSS, whose <author> must be an e-mail).
import "server-only";
import { Feed, type Item } from "feed";
import { BLOG_AREA_COPY, FEED_TEXT } from "../../content/blog";
import {
  areaPath,
  authorPath,
  BLOGS_PATH,
  FEED_MIME_TYPES,
  feedPath,
  postPath,
  type BlogArea,
  type FeedFormat,
} from "../../content/blog-areas";
import { COMPANY, copyrightYear } from "../../content/site";
import { config } from "../../core/config";
import { withEtag } from "../../core/http";
import { escapeHtml } from "../../core/mail/escape";
import { feedPosts, type BlogPostView } from "./queries";
import { postSummary, renderMarkdown } from "./markdown";
import { authorSlug, paragraphs } from "./text";

/** Feed readers poll; a few minutes' delay after a publish is what they expect. */
const FEED_CACHE_CONTROL = "public, max-age=300";

/**
 * A post as the HTML a reader shows: a Markdown post through the page's one sanitising renderer;
 * a plain one paragraph by paragraph, line breaks inside one staying line breaks, as on the page.
 */
const contentHtml = (post: Pick<BlogPostView, "body" | "format">) =>
  post.format === "markdown"
    ? renderMarkdown(post.body)
    : paragraphs(post.body)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
        .join("\n");

function itemOf(post: BlogPostView, format: FeedFormat, siteUrl: string): Item {
  const url = `${siteUrl}${postPath(post.area, post.slug)}`;
  const author = { name: post.authorName, link: `${siteUrl}${authorPath(post.area, authorSlug(post.authorName))}` };
  return {
    title: escapeHtml(post.title),
    id: url,
    link: url,
    date: post.updatedAt,
    published: post.publishedAt,
    description: escapeHtml(postSummary(post)),
    content: contentHtml(post),
    category: post.keywords.map((keyword) => ({ name: keyword, term: keyword })),
    ...(post.image ? { image: `${siteUrl}${post.image.src}` } : {}),
    ...(format === "atom"
      ? { author: [author] }
      : { extensions: [{ name: "dc:creator", objects: { _text: post.authorName } }] }),
  };
}

/** The feed of `area` (null: every area) in `format`, as XML. */
export async function feedXml(
  area: BlogArea | null,
  format: FeedFormat,
  siteUrl = config.pageSiteUrl,
): Promise<string> {
  const posts = await feedPosts(area);
  const copy = area ? BLOG_AREA_COPY[area] : null;
  const home = `${siteUrl}${area ? areaPath(area) : BLOGS_PATH}`;
  const newest = posts.reduce<Date | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
  const feed = new Feed({
    id: home,
    link: home,
    title: copy?.title ?? FEED_TEXT.allTitle,
    description: copy?.description ?? FEED_TEXT.allDescription,
    language: "en-IN",
    copyright: `© ${copyrightYear()} ${COMPANY.name}`,
    author: { name: COMPANY.name, link: siteUrl },
    generator: false,
    feedLinks: { rss: `${siteUrl}${feedPath(area, "rss")}`, atom: `${siteUrl}${feedPath(area, "atom")}` },
    ...(newest ? { updated: newest } : {}),
  });
  for (const post of posts) feed.addItem(itemOf(post, format, siteUrl));
  return format === "rss" ? feed.rss2() : feed.atom1();
}

/**
 * The answer to a feed's GET (app/(site)/<area>/feed.xml, atom.xml; /blogs/ for every area).
 * The routes render per request, as the blog's pages do: the posts are in the database, which a
 * build may not have, and publishing revalidates them (./revalidate.ts) should they be cached later.
 */
export async function feedResponse(request: Request, area: BlogArea | null, format: FeedFormat): Promise<Response> {
  const xml = await feedXml(area, format);
  const type = `${FEED_MIME_TYPES[format]}; charset=utf-8`;
  return withEtag(request, xml, { "Content-Type": type, "Cache-Control": FEED_CACHE_CONTROL });
}
