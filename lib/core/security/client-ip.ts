import "server-only";

/**
 * The visitor's address as set by our server (scripts/server.mjs), which overwrites whatever the
 * client sent unless TRUST_PROXY says a proxy in front sets it.
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip") ?? "unknown";
}
