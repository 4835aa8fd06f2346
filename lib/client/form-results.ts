// What a form reads of an answer (./send.ts posts it): the result's shape, the sentence for an
// unreachable server and the fields to fix. No transport code, so a form's own chunk can hold it
// while ./send.ts is fetched on the form's first focus or send (components/ui/use-form-send.ts).
export type FieldError = { field: string; msg: string };
export type PostResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; errors?: FieldError[] };
/** A success's sentence, and the page the server names to go on to (an operator's new entry). */
export type Sent = { message?: string; location?: string };

/** The transport's one loader: a form's first focus or send, and log-out, fetch it through this. */
export const loadSend = () => import("./send");

export const NETWORK_ERROR = "We could not reach the server. Please check your connection and try again.";

/** The server's field errors by field name (a field named twice: its last message). */
export function fieldErrorsOf(result: { errors?: FieldError[] }): Record<string, string> {
  return Object.fromEntries((result.errors ?? []).map(({ field, msg }) => [field, msg]));
}
