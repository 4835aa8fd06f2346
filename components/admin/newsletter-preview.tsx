"use client";

import { useEffect, useMemo } from "react";
import { MarkdownHtml } from "@/components/blog/markdown-html";
import { useMarkdownRenderer } from "@/components/blog/use-markdown-renderer";
import { NEWSLETTER_PAGE } from "@/lib/content/admin";
import { newsletterParagraphs } from "@/lib/validation/newsletter";

/** The mail as subscribers will read it: image, paragraphs (or the Markdown as a post shows it), the unsubscribe line. */
export function NewsletterPreview({
  id,
  subject,
  message,
  markdown,
  image,
}: {
  id: string;
  subject: string;
  message: string;
  markdown: boolean;
  image: File | null;
}) {
  const render = useMarkdownRenderer(markdown);
  const imageUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-lg border border-border p-5">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {NEWSLETTER_PAGE.previewTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Subject: <span className="font-semibold text-foreground">{subject || "(no subject yet)"}</span>
      </p>
      <div className="mt-4 max-w-[560px] space-y-4 rounded border border-border bg-white p-6 text-[#111]">
        {/* A local preview of the chosen file (a blob: URL); next/image cannot optimise those. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {imageUrl && <img src={imageUrl} alt={subject} className="h-auto max-w-full" />}
        {markdown && render ? (
          <MarkdownHtml html={render(message)} />
        ) : (
          newsletterParagraphs(message).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))
        )}
        <p className="text-sm text-[#4b5563]">Unsubscribe: a personal link for each subscriber</p>
      </div>
    </section>
  );
}
