// The browser side of the API contract, for every form: a body goes as JSON, or as it is when it
// is a FormData (multipart, with a file), with upload progress when asked (fetch cannot report it:
// ./upload.ts, loaded on the first such send, since most pages never upload).
// Every failure becomes one sentence for the visitor, with the fields to fix when the server names them.
import { NETWORK_ERROR, type FieldError, type PostResult, type Sent } from "./form-results";

export { fieldErrorsOf, NETWORK_ERROR, type FieldError, type PostResult, type Sent } from "./form-results";

/** The sentence of a failure whose answer has none of its own. */
export const SEND_FAILED = "Something went wrong. Please try again.";

/** A failed answer: the server's sentence (else `fallback`) and the fields it names. */
export function failure(status: number, data: unknown, fallback: string): PostResult<never> {
  const payload = (data ?? {}) as { error?: unknown; errors?: unknown };
  const error = typeof payload.error === "string" ? payload.error : fallback;
  const errors = Array.isArray(payload.errors) ? (payload.errors as FieldError[]) : undefined;
  return { ok: false, status, error, errors };
}

/**
 * Posts `body` to `url` (status 0: the server was never reached). With `onProgress` a FormData
 * goes by XMLHttpRequest, which reports how much of it has left.
 */
export function send<T = Sent>(
  url: string,
  body: unknown,
  onProgress?: (fraction: number) => void,
): Promise<PostResult<T>> {
  if (!(body instanceof FormData && onProgress)) return post<T>(url, body);
  return import("./upload").then(
    ({ upload }) => upload<T>(url, body, onProgress),
    (): PostResult<T> => ({ ok: false, status: 0, error: NETWORK_ERROR }),
  );
}

async function post<T>(url: string, body: unknown): Promise<PostResult<T>> {
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: form
        ? { Accept: "application/json" }
        : { "Content-Type": "application/json", Accept: "application/json" },
      body: form ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const data: unknown = await response.json().catch(() => null);
  return response.ok ? { ok: true, data: data as T } : failure(response.status, data, SEND_FAILED);
}
