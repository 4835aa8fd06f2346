import "server-only";
import { forbidden } from "../http";

/**
 * Refuses a state-changing request whose Origin names another site. Requests without an
 * Origin (curl, mail clients' one-click unsubscribe) carry no browser credentials to abuse.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw forbidden();
  if (!origin) return;
  if (origin === "null") throw forbidden();
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden();
  }
  if (!host || originHost.toLowerCase() !== host.toLowerCase()) throw forbidden();
}
