import { handler } from "@/lib/core/handler";
import { redirectTo } from "@/lib/core/http";
import { XML_SITEMAP_ALIAS } from "@/lib/content/routes";

export const dynamic = "force-static";

export const GET = handler({}, async () => redirectTo(XML_SITEMAP_ALIAS.destination, 308));
