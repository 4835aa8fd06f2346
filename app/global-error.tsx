"use client";

import { ErrorContent } from "@/components/layout/error-content";
import { ERROR_TEXT } from "@/lib/content/errors";
import "./globals.css";
import { siteSans } from "./site-font";

// An error in the root layout itself: this replaces the whole document, so it brings its own
// <html>, <body>, styles and font.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={siteSans.variable}>
      <body className="font-sans antialiased">
        <title>{ERROR_TEXT.title}</title>
        <main id="main" className="min-h-[60vh]">
          <ErrorContent retry={retry} />
        </main>
      </body>
    </html>
  );
}
