// Reading request bodies safely: content type, a byte limit enforced while streaming, zod parsing.
import "server-only";
import { z } from "zod";
import { HTTP_MESSAGES } from "../content/messages/http";
import { badRequest, invalid, tooLarge, unsupportedType, type FieldError } from "./http";

export const DEFAULT_JSON_LIMIT = 64 * 1024;

/** Reads the body as text, stopping as soon as it passes `maxBytes`. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const length = request.headers.get("content-length");
  const declared = Number(length ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return "";
  // With a declared length the HTTP server delivers exactly that many bytes, already checked.
  if (length !== null && Number.isFinite(declared)) return request.text();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function zodFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join(".") : "body",
    msg: issue.message,
  }));
}

/** Parses with any zod schema, classic or zod/mini (the wizards' schemas are mini). */
export function parseWith<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  return result.data;
}

/** Parses a JSON request body with `schema`: 415 for another content type, 413, 400, 422. */
export async function readJson<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  maxBytes = DEFAULT_JSON_LIMIT,
): Promise<z.output<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw unsupportedType(HTTP_MESSAGES.sendJson);
  const text = await readLimitedText(request, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest(HTTP_MESSAGES.invalidJson);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw badRequest(HTTP_MESSAGES.notAnObject);
  }
  return parseWith(schema, data);
}
