import type { MetadataRoute } from "next";

// Rendered per request so the absolute URLs follow SITE_URL of the running server.
export const dynamic = "force-dynamic";
import { PUBLIC_PAGES } from "@/lib/content/routes";

const base = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map((page) => ({
    url: `${base}${page === "/" ? "" : page}`,
    changeFrequency: page.includes("blog") ? "weekly" : "monthly",
    priority: page === "/" ? 1 : 0.7,
  }));
}
