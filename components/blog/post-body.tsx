import type { PostFormat } from "@/lib/content/blog-areas";
import { renderMarkdown } from "@/lib/features/blog/markdown";
import { paragraphs } from "@/lib/features/blog/text";
import { MarkdownHtml } from "./markdown-html";

type Props = { format: PostFormat; body: string; className: string; gap: string };

/**
 * A post's body, rendered on the server (no renderer reaches a reader's browser). A plain-text
 * post stays React text nodes, paragraph by paragraph, as it always was: whatever it holds (tags,
 * event handlers, javascript: links) is visible text. A Markdown post goes through the one
 * sanitising renderer.
 */
export function PostBody({ format, body, className, gap }: Props) {
  if (format === "markdown") return <MarkdownHtml html={renderMarkdown(body)} className={className} />;
  return (
    <div className={`${gap} ${className}`}>
      {paragraphs(body).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
