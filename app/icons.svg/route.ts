import { handler } from "@/lib/core/handler";
import { SPRITE_SVG } from "@/components/ui/icon-sprite";

// The icon sprite (components/ui/icon-sprite.tsx), made once at build. Pages name it with its
// version (`/icons.svg?v=<hash of its bytes>`), so a browser or CDN may keep it for a year without
// asking again: a changed drawing is a new URL. Next sends a route's bytes uncompressed: the build
// keeps a brotli copy of this answer, which server/static-brotli.mjs sends to browsers that take br.
export const dynamic = "force-static";

export const GET = handler(
  {},
  async () =>
    new Response(SPRITE_SVG, {
      headers: {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    }),
);
