// Files for the operator are always attachments with nosniff: a browser saves them and never
// renders or guesses their type, whatever bytes a visitor managed to upload.
import "server-only";
import { Readable } from "node:stream";

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, "_").slice(0, 150) || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function attachment(body: Readable | ReadableStream<Uint8Array>, name: string, type: string): Response {
  const stream = body instanceof Readable ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : body;
  return new Response(stream, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": contentDisposition(name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
