import "server-only";

/**
 * The visitor's address as set by our server (scripts/server.mjs), which overwrites whatever the
 * client sent unless TRUST_PROXY says a proxy in front sets it.
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip") ?? "unknown";
}

/**
 * "https" or "http": how the request reached us, set by scripts/server.mjs from the socket, or from
 * X-Forwarded-Proto behind TRUST_PROXY (the client's own value is overwritten either way).
 */
export const CLIENT_PROTO_HEADER = "x-client-proto";

export function cameOverHttps(headers: Headers): boolean {
  return headers.get(CLIENT_PROTO_HEADER) === "https";
}
