// The account screens' forms also post without JavaScript (login, sign-up, forgot password): a
// script gets the handler's JSON; a browser's own form post gets a 303 to the next screen, or back
// to its own screen with ?problem=<key>, which the screen shows (AUTH_FORM_PROBLEMS).
import "server-only";
import { NextResponse } from "next/server";
import type { AuthFormProblem } from "../../content/messages/auth";
import { DomainError, type FormProblem } from "../../core/errors";
import type { Failure } from "../../core/handler";
import { isNavigation, json } from "../../core/http";

/** The screen a form came from: a path, or one read from the request (login's `?next=`). */
export type Screen = string | ((request: Request) => string);

function authFormProblemOf(problem: FormProblem, error: unknown): AuthFormProblem {
  if (error instanceof DomainError && error.kind === "unauthorised") return "bad-login";
  if (error instanceof DomainError && error.kind === "forbidden") return "unverified";
  return problem === "invalid" || problem === "limit" ? problem : "failed";
}

/** `?` or `&`, whichever `path` needs before one more parameter. */
const joiner = (path: string) => (path.includes("?") ? "&" : "?");

/** The handler's `back`: the failed form returns to its screen with the problem's key. */
export const backToScreen =
  (screen: Screen) =>
  (problem: FormProblem, _params: unknown, { request, error }: Failure): string => {
    const page = typeof screen === "string" ? screen : screen(request);
    return `${page}${joiner(page)}problem=${authFormProblemOf(problem, error)}`;
  };

/** The answer a screen's work may set cookies on: `body` for a script, a 303 to `next` for a form post. */
export function authAnswer(request: Request, next: string, body: Record<string, unknown>): NextResponse {
  if (!isNavigation(request)) return json(body);
  return new NextResponse(null, { status: 303, headers: { Location: next, "Cache-Control": "no-store" } });
}
