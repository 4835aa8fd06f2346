// The two answer shapes of the old blog front ends, over the one error system of lib/core/http.ts:
// /submit-blog (variant 1) reads `error`, which is the default shape; /create-blog (variants 2
// and 3) reads `errors: [{ msg }]`, so every failure there carries that list (its handler's `respond`).
import "server-only";
import { errorAnswer, json } from "../../core/http";

export function errorListResponse(error: unknown): Response {
  const { status, error: message, errors, headers } = errorAnswer(error);
  return json({ errors: errors && errors.length > 0 ? errors : [{ msg: message }] }, status, headers);
}
