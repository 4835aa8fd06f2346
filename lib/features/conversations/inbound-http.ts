// POST /api/inbound-mail: a mail relay's inbound hook posts the raw message (message/rfc822) with
// `Authorization: Bearer $INBOUND_MAIL_TOKEN`. Without the token set, or with another, 401; a body
// declared or found larger than INBOUND_MAIL_MAX_MB is refused (413) before or while it streams.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { INBOUND_ERRORS } from "../../content/conversations-inbound";
import { config } from "../../core/config";
import { DomainError, tooLarge, wrongType } from "../../core/errors";
import type { Access } from "../../core/handler";
import { receiveMessage, type Received } from "./inbound";

const digest = (value: string) => createHash("sha256").update(value).digest();
const BEARER = "bearer ";

/** True when `authorization` is `Bearer <the token>` and a token is set; compared in constant time. */
export function relayAuthorized(authorization: string | null, token: string = config.inbound.httpToken): boolean {
  const header = (authorization ?? "").slice(0, 1024).trim();
  if (!token || header.slice(0, BEARER.length).toLowerCase() !== BEARER) return false;
  const sent = header.slice(BEARER.length).trim();
  return sent.length > 0 && timingSafeEqual(digest(sent), digest(token));
}

/** The relay that holds the token (lib/core/handler.ts); anyone else is told to bring it (401). */
export const inboundRelay: Access<null> = async (request) => {
  if (relayAuthorized(request.headers.get("authorization"))) return null;
  throw new DomainError("unauthorised", undefined, undefined, { "WWW-Authenticate": 'Bearer realm="inbound-mail"' });
};

/** Takes the posted message: its type and declared size checked first, then streamed within the limit. */
export async function receivePosted(request: Request): Promise<Received> {
  const type = (request.headers.get("content-type") ?? "").slice(0, 200).trim().toLowerCase();
  if (!type.startsWith("message/rfc822")) throw wrongType(INBOUND_ERRORS.notRfc822);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > config.inbound.maxBytes) throw tooLarge(INBOUND_ERRORS.tooLarge);
  const body = request.body
    ? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
    : Readable.from([]);
  return receiveMessage(body, { via: "http" });
}
