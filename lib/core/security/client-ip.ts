import "server-only";
import ipaddr from "ipaddr.js";

/**
 * The visitor's address as set by our server (server/server.mjs), which overwrites whatever the
 * client sent and, behind TRUST_PROXY=N, takes it N hops from the right of X-Forwarded-For.
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip") ?? "unknown";
}

/**
 * The key an address is rate-limited under: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber's network; anyone holds billions of addresses inside it), an IPv4-mapped
 * IPv6 address as the IPv4 one.
 */
export function rateKeyOfIp(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const prefix = (address as ipaddr.IPv6).toNormalizedString().split(":").slice(0, 4).join(":");
  return `${prefix}::/64`;
}

/**
 * "https" or "http": how the request reached us, set by server/server.mjs from the socket, or from
 * X-Forwarded-Proto behind TRUST_PROXY (the client's own value is overwritten either way).
 */
export const CLIENT_PROTO_HEADER = "x-client-proto";

export function cameOverHttps(headers: Headers): boolean {
  return headers.get(CLIENT_PROTO_HEADER) === "https";
}
