// The Open Graph card of every page kind: a title and the brand on the site's colours, drawn by
// next/og with the Geist font read from the geist package on disk (no network at build or request).
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import type { PageMeta } from "../content/marketing";
import { COMPANY } from "../content/site";

export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = "image/png";

const FONT_DIR = path.join(process.cwd(), "node_modules", "geist", "dist", "fonts", "geist-sans");
// satori reads TTF/OTF/WOFF, not WOFF2.
const fonts = () =>
  Promise.all(
    (
      [
        ["Geist-Regular.ttf", 400],
        ["Geist-Bold.ttf", 700],
      ] as const
    ).map(async ([file, weight]) => ({
      name: "Geist",
      data: await fs.readFile(path.join(FONT_DIR, file)),
      weight,
      style: "normal" as const,
    })),
  );

/** A 1200×630 PNG: an eyebrow (page kind), the title, and the company's name and tagline. */
export async function ogImage({ eyebrow, title }: { eyebrow: string; title: string }): Promise<ImageResponse> {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        fontFamily: "Geist",
        color: "#ffffff",
        background: "linear-gradient(135deg, #1d4ed8 0%, #0b1120 100%)",
      }}
    >
      <div
        style={{
          display: "flex",
          fontSize: 30,
          fontWeight: 700,
          letterSpacing: 2,
          textTransform: "uppercase",
          color: "#93c5fd",
        }}
      >
        {eyebrow}
      </div>
      <div style={{ display: "flex", fontSize: title.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>
        {title}
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 36, fontWeight: 700 }}>{COMPANY.name}</div>
        <div style={{ display: "flex", fontSize: 26, color: "#cbd5e1", marginTop: 8 }}>{COMPANY.tagline}</div>
      </div>
    </div>,
    { ...OG_SIZE, fonts: await fonts() },
  );
}

const SITE_EYEBROW = "IT services · Recruitment · Marketing · Consulting";

/** The brand card: the default for pages without a title of their own in lib/content. */
export const siteOgImage = () => ogImage({ eyebrow: SITE_EYEBROW, title: COMPANY.tagline });

/** A marketing page's card, titled from the same PageMeta as its <title>. */
export const pageOgImage = (meta: PageMeta) => ogImage({ eyebrow: COMPANY.name, title: meta.title });
