"use client";

import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { WRITER_TEXT } from "@/lib/content/blog-writing";
import { BLOG_TEXT } from "@/lib/content/blog";
import { MarkdownHtml } from "./markdown-html";

type Render = (source: string) => string;
type Props = { areaName: string; title: string; authorName: string; body: string };

/**
 * The live preview: the post page's own renderer (about 80 KB compressed with its sanitiser), loaded
 * as a chunk of its own once there is text to show, so no other page and no empty editor downloads
 * it; run on the deferred text so typing never waits for it.
 */
export function MarkdownPreview({ areaName, title, authorName, body }: Props) {
  const [render, setRender] = useState<Render | null>(null);
  const source = useDeferredValue(body);
  const wanted = source.trim() !== "";
  useEffect(() => {
    if (!wanted || render) return;
    let live = true;
    void import("@/lib/features/blog/markdown").then((module) => {
      if (live) setRender(() => module.renderMarkdown);
    });
    return () => {
      live = false;
    };
  }, [wanted, render]);
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
        {html ? <MarkdownHtml html={html} className="mt-6 text-lg leading-relaxed" /> : <p className="mt-6 text-muted-foreground">{WRITER_TEXT.previewEmpty}</p>}
      </article>
    </section>
  );
}
