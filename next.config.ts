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
  async redirects() {
    return REDIRECTS.map((r) => ({ ...r, permanent: true }));
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
