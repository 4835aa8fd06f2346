// Reading request bodies safely: content type, a byte limit enforced while streaming, zod parsing.
import "server-only";
import { z } from "zod";
import { HTTP_MESSAGES } from "../content/messages/http";
import { badRequest, invalid, notFound, tooLarge, wrongType as unsupportedType, type FieldError } from "./errors";

export const DEFAULT_JSON_LIMIT = 64 * 1024;

/** Reads the body as text, stopping as soon as it passes `maxBytes`. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const length = request.headers.get("content-length");
  const declared = Number(length ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return "";
  // With a declared length the HTTP server delivers exactly that many bytes, already checked.
  if (length !== null && Number.isFinite(declared)) return decodeUtf8(new Uint8Array(await request.arrayBuffer()));
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
  return decodeUtf8(Buffer.concat(chunks));
}

/** Refuses bytes that are not UTF-8, instead of storing U+FFFD where the sender's text was. */
function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The request body is not valid UTF-8.");
  }
}

// Keys that name an object's prototype machinery: no form has them, and a merge that trusts them pollutes.
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
// NUL, and a UTF-16 surrogate without its pair (which no UTF-8 text can carry).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

class RefusedJson extends Error {}

/** JSON.parse that refuses prototype keys and strings with NUL or lone surrogates, anywhere in the body. */
function parseJsonStrictly(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (PROTOTYPE_KEYS.has(key) || UNSTORABLE.test(key)) throw new RefusedJson();
      if (typeof value === "string" && UNSTORABLE.test(value)) throw new RefusedJson();
      return value;
    });
  } catch (error) {
    if (error instanceof RefusedJson)
      throw badRequest("The request contains keys or characters that are not accepted.");
    throw badRequest("The request body is not valid JSON.");
  }
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

/** Reads a request body of at most `maxBytes` and parses it with `schema`. */
type BodyReader = <S extends z.core.$ZodType>(request: Request, schema: S, maxBytes?: number) => Promise<z.output<S>>;

/** Parses a JSON request body with `schema`: 415 for another content type, 413, 400, 422. */
export const readJson: BodyReader = async (request, schema, maxBytes = DEFAULT_JSON_LIMIT) => {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw unsupportedType(HTTP_MESSAGES.sendJson);
  const text = await readLimitedText(request, maxBytes);
  const data = parseJsonStrictly(text);
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw badRequest(HTTP_MESSAGES.notAnObject);
  }
  return parseWith(schema, data);
};

/** A JSON body or a form post of a few fields (readJsonOrForm, and handlers that take either). */
export const FORM_LIMIT = 32 * 1024;

/** A JSON body (scripts) or an HTML form post (pages: every value a string), parsed by `schema`. */
export const readJsonOrForm: BodyReader = async (request, schema, maxBytes = FORM_LIMIT) => {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return readJson(request, schema, maxBytes);
  const form = new URLSearchParams(await readLimitedText(request, maxBytes));
  return parseWith(schema, Object.fromEntries(form.entries()));
};

/** A record id from the path: the ids this site makes (UUIDs, cuids), nothing path-like. */
export function isRecordId(value: string): boolean {
  return /^[A-Za-z0-9-]{1,64}$/.test(value);
}

/** A handler's `params` (lib/core/handler.ts) for a path naming one record: else not found, with `message`. */
export const recordIdParam =
  (message?: string) =>
  (raw: Record<string, string>): { id: string } => {
    if (!isRecordId(raw.id ?? "")) throw notFound(message);
    return { id: raw.id ?? "" };
  };
