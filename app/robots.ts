import type { MetadataRoute } from "next";
import { config } from "@/lib/core/config";

// Rendered per request so the absolute URLs follow SITE_URL of the running server.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/Newsletter", "/subscription/", "/account"] }],
    sitemap: `${config.pageSiteUrl}/sitemap.xml`,
  };
}
