// The opening of every /api/auth POST: same origin, per-IP and per-e-mail limits, and the form's
// schema; a 422 carries the spec's message of the first failed check, as the screens show it.
import "server-only";
import type { z } from "zod";
import { HttpError } from "../../core/http";
import { readPublicPost } from "../../core/public-post";
import { RATE_RULES } from "../../core/rate-limit";

export async function readAuthPost<S extends z.core.$ZodType<{ email?: string }>>(
  request: Request,
  scope: string,
  schema: S,
): Promise<{ input: z.output<S>; ip: string }> {
  try {
    return await readPublicPost(request, `auth-${scope}`, schema, {
      email: (input) => input.email,
      emailRule: RATE_RULES.authPerEmail,
      maxBytes: 16 * 1024,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 422 && error.errors?.[0]) {
      throw new HttpError(422, error.errors[0].msg, error.errors);
    }
    throw error;
  }
}
