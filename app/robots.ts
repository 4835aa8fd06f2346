import type { MetadataRoute } from "next";

// Rendered per request so the absolute URLs follow SITE_URL of the running server.
export const dynamic = "force-dynamic";

const base = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/Newsletter", "/subscription/"] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
