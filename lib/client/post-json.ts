// The browser side of the API contract: every failure becomes one sentence for the visitor.
export type PostResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; errors?: Array<{ field: string; msg: string }> };

const NETWORK_ERROR = "We could not reach the server. Please check your connection and try again.";

/** `body` is sent as JSON, or as it is when it is a FormData (multipart, with a file). */
export async function postJson<T = { message?: string }>(url: string, body: unknown): Promise<PostResult<T>> {
  let response: Response;
  const form = body instanceof FormData;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: form ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
      body: form ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: data as T };
  const payload = (data ?? {}) as { error?: unknown; errors?: Array<{ field: string; msg: string }> };
  const error = typeof payload.error === "string" ? payload.error : "Something went wrong. Please try again.";
  return { ok: false, status: response.status, error, errors: payload.errors };
}
