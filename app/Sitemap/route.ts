import { XML_SITEMAP_ALIAS } from "@/lib/content/routes";

export const dynamic = "force-static";

// A relative Location keeps the redirect right on any host the site is served from.
export function GET() {
  return new Response(null, { status: 308, headers: { Location: XML_SITEMAP_ALIAS.destination } });
}
