import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { HydrationSignal } from "@/components/layout/hydration-signal";
import { ThemeScript } from "@/components/layout/theme-script";
import { COMPANY } from "@/lib/content/site";
import { config } from "@/lib/core/config";
import "./globals.css";
import { siteSans } from "./site-font";

export const metadata: Metadata = {
  metadataBase: new URL(config.pageSiteUrl),
  title: { default: COMPANY.name, template: `%s | ${COMPANY.name}` },
  description:
    "IT services and consulting, IT, non-IT and healthcare recruitment, digital marketing and business consulting from Kanpur: all solutions at one place.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1120" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={siteSans.variable} suppressHydrationWarning>
      <body className="font-sans antialiased">
        <ThemeScript />
        {children}
        {/* Its own boundary, last: React hydrates every boundary the server completed (the page's
            metadata, Next's own) in a later pass than the root, and this one with them, so the
            signal means the whole page is React's. */}
        <Suspense>
          <HydrationSignal />
        </Suspense>
      </body>
    </html>
  );
}
