"use client";

import { useEffect, useState } from "react";

type Render = (source: string) => string;

/**
 * The post page's own Markdown renderer and sanitiser (about 80 KB compressed), loaded as a chunk of
 * its own only once `wanted`, so no page that never previews Markdown downloads it.
 */
export function useMarkdownRenderer(wanted: boolean): Render | null {
  const [render, setRender] = useState<Render | null>(null);
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
  return render;
}
