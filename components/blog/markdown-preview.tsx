"use client";

import { useDeferredValue, useMemo } from "react";
import { WRITER_TEXT } from "@/lib/content/blog-writing";
import { BLOG_TEXT } from "@/lib/content/blog";
import { MarkdownHtml } from "./markdown-html";
import { useMarkdownRenderer } from "./use-markdown-renderer";

type Props = { areaName: string; title: string; authorName: string; body: string };

/**
 * The live preview: the post page's own renderer, loaded once there is text to show (so an empty
 * editor downloads none of it), run on the deferred text so typing never waits for it.
 */
export function MarkdownPreview({ areaName, title, authorName, body }: Props) {
  const source = useDeferredValue(body);
  const wanted = source.trim() !== "";
  const render = useMarkdownRenderer(wanted);
  const html = useMemo(() => (render && wanted ? render(source) : ""), [render, wanted, source]);
  return (
    <section aria-labelledby="writer-preview-title" className="rounded-lg border border-border p-6">
      <h2 id="writer-preview-title" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {WRITER_TEXT.preview}
      </h2>
      <article className="mt-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{areaName}</p>
        {title && <h3 className="mt-2 text-2xl font-bold tracking-tight break-words">{title}</h3>}
        {authorName && <p className="mt-2 text-muted-foreground">{BLOG_TEXT.writtenBy(authorName)}</p>}
        {html ? (
          <MarkdownHtml html={html} className="mt-6 text-lg leading-relaxed" />
        ) : (
          <p className="mt-6 text-muted-foreground">{WRITER_TEXT.previewEmpty}</p>
        )}
      </article>
    </section>
  );
}
