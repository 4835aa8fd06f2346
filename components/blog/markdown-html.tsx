/**
 * The renderer's output (lib/features/blog/markdown.ts, sanitised there) in a post's typography:
 * the post page and the writer's preview both show a Markdown body through this one wrapper.
 */
export function MarkdownHtml({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`markdown-body break-words ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
