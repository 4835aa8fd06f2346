import fs from "node:fs";
import type { NextConfig } from "next";
import { REDIRECTS } from "./lib/content/routes";
import { config } from "./lib/core/config";

const isDev = !config.isProduction;

// Google Identity Services (the login screen's Google button, only when GOOGLE_CLIENT_ID is set)
// loads its script, styles and button frame from this path.
const GOOGLE_GSI = "https://accounts.google.com/gsi/";

// 'unsafe-inline' in script-src is a placeholder no answer keeps: the server swaps it for the
// hashes of a prerendered page's inline scripts (server/csp-hashes.mjs) and, on every other
// answer, for a nonce made for that request, which Next puts on the scripts of pages it renders
// (server/csp-nonce.mjs). Nonces here would force every page to render per request.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} ${GOOGLE_GSI}client`,
  `style-src 'self' 'unsafe-inline' ${GOOGLE_GSI}style`,
  "img-src 'self' data: blob:",
  "font-src 'self'",
  `connect-src 'self' ${GOOGLE_GSI}`,
  `frame-src ${GOOGLE_GSI}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

// Each layout, error boundary and page of the app is an entry with a chunk of its own, and webpack's
// default (a module shared under 20 KB stays in each chunk that uses it) put a module a layout
// shares with the pages under it in each of their chunks: a page loads its layouts' chunks and its
// own, so it got the module two to five times (next-themes, the Link wrapper, the error boundaries'
// body, the blog's buttons: 3 to 5 KB brotli of a content page's scripts, #39). For each segment
// with a layout or an error boundary, a module it shares with the pages under it goes, out of
// their chunks, into one chunk of that segment (the outermost segment first). Chunks outside the
// segment keep their copy: no page loads both.
const SHELL = "(?:layout|error|global-error)";
const SHELL_FILE = new RegExp(`^${SHELL}\\.tsx$`);
const SHELL_ENTRY = new RegExp(`^(app(?:/.*)?)/${SHELL}$`);

/** The app's segments with a layout or an error boundary ("app", "app/(site)", ...), outermost first. */
function shellSegments(dir = "app"): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const own = entries.some((entry) => entry.isFile() && SHELL_FILE.test(entry.name)) ? [dir] : [];
  return [
    ...own,
    ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => shellSegments(`${dir}/${entry.name}`)),
  ];
}

type Chunk = { name?: string | null };
type Module = object;
type ClientBuild = { optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } } };

/** The cache group that takes out of `segment`'s chunks the modules its layout shares with them. */
function segmentGroup(segment: string, order: number) {
  const inside = (chunk: Chunk) => (chunk.name ?? "").startsWith(`${segment}/`);
  return {
    name: `shared-${segment.replace(/[^a-z0-9]+/gi, "-")}`,
    chunks: inside,
    enforce: true,
    priority: 100 - order,
    test(module: Module, { chunkGraph }: { chunkGraph: { getModuleChunks(module: Module): Chunk[] } }) {
      const chunks = chunkGraph.getModuleChunks(module).filter(inside);
      return chunks.length > 1 && chunks.some((chunk) => SHELL_ENTRY.exec(chunk.name ?? "")?.[1] === segment);
    },
  };
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The server compresses every answer itself, after its own rules (server/compressed-answer.mjs).
  compress: false,
  // Metadata is blocking for every visitor, as for the crawlers Next already serves it that way: its
  // Suspense boundary is then complete when the page hydrates, so it is hydrated before the root
  // layout's HydrationSignal fires and the page's script loader makes a held link click again
  // (server/scripts-after-paint.mjs); streamed, it could still be pending then, and the link would
  // delete it unhydrated and leave its hoisted description in <head>.
  htmlLimitedBots: /.*/,
  // `npm run typecheck` is the project's type check (npm test runs it before the build, over the
  // tests and scripts too); the build's own second pass over the same program cost 34 s of a CI run.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "@libsql/client",
    "@prisma/adapter-libsql",
    "@aws-sdk/lib-storage",
    // One copy per process, shared with server/server.mjs (the metrics registry, Next's tracer).
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
    "@opentelemetry/instrumentation",
    "@prisma/instrumentation",
  ],
  webpack(build: ClientBuild, { isServer, dev }: { isServer: boolean; dev: boolean }) {
    const split = build.optimization?.splitChunks;
    if (isServer || dev || !split) return build;
    split.cacheGroups = {
      ...split.cacheGroups,
      ...Object.fromEntries(
        shellSegments().map((segment, order) => [`shared:${segment}`, segmentGroup(segment, order)]),
      ),
    };
    return build;
  },
  async redirects() {
    return REDIRECTS.map((r) => ({ ...r, permanent: true }));
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
