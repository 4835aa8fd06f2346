// The route pattern of a request path, from the build's own routes (.next/routes-manifest.json):
// /api/upload-file/ck12… is "/api/upload-file/[id]", so log lines and metric labels never carry
// ids, tokens or addresses, and the metrics' label sets stay as small as the list of routes.
import fs from "node:fs";
import path from "node:path";

type ManifestRoute = { page: string; regex: string };
type Manifest = {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
  redirects?: Array<{ regex: string; internal?: boolean }>;
};

export const STATIC_FILE = "(static file)";
export const REDIRECT = "(redirect)";
export const UNMATCHED = "(unmatched)";

// The forms a page's path takes in client navigation (React Server Component payloads, prefetches).
const RSC_SUFFIX = /(?:\.prefetch)?\.rsc$|\.segments\/.*$/;
// No route of the site has a path this long; a longer one (16,000 slashes, say) is not read further.
export const ROUTE_PATH_MAX = 2048;

/** `pathname` without its trailing slashes ("/" stays), by a walk back: `/\/+$/` is quadratic on a path of slashes. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 0x2f) end -= 1;
  return pathname.slice(0, end);
}

function publicFiles(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? publicFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`)
        : [`${prefix}/${entry.name}`],
    );
}

/** A function from (method, pathname) to the route pattern, for the build in `nextDir`. */
export function routeMatcher(nextDir: string, publicDir: string): (method: string, pathname: string) => string {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, "routes-manifest.json"), "utf8")) as Manifest;
  const exact = new Map<string, string>();
  for (const route of manifest.staticRoutes ?? []) exact.set(route.page, route.page);
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const redirects = (manifest.redirects ?? [])
    .filter((redirect) => !redirect.internal)
    .map((redirect) => new RegExp(redirect.regex));
  const files = new Set(publicFiles(publicDir));

  return (_method, rawPath) => {
    if (rawPath.startsWith("/_next/static/") || files.has(rawPath)) return STATIC_FILE;
    if (rawPath.length > ROUTE_PATH_MAX) return UNMATCHED;
    const pathname = rawPath.length > 1 ? withoutTrailingSlashes(rawPath.replace(RSC_SUFFIX, "")) || "/" : rawPath;
    const known = exact.get(pathname);
    if (known) return known;
    if (pathname === "/index") return "/";
    for (const route of dynamic) if (route.regex.test(pathname)) return route.page;
    if (redirects.some((regex) => regex.test(rawPath))) return REDIRECT;
    return UNMATCHED;
  };
}
