// The blog's use of the one Markdown renderer (lib/core/markdown.ts): a post's text for cards and
// descriptions. The writer's preview imports this module in the browser, so it re-exports the renderer.
import type { PostFormat } from "../../content/blog-areas";
import { markdownText } from "../../core/markdown";
import { excerpt } from "./text";

export { MARKDOWN_ALLOW_LIST, markdownText, markdownTokens, renderMarkdown } from "../../core/markdown";

/** A body's words as text, whatever its format (a plain body already is). */
export const bodyText = (format: PostFormat, body: string) => (format === "markdown" ? markdownText(body) : body);

/** A post's description (meta, feeds, JSON-LD): its words, a Markdown post's without the syntax. */
export const postSummary = (post: { format: PostFormat; body: string }) =>
  excerpt(bodyText(post.format, post.body), 155);
