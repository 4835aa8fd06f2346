// The account screens' forms also post without JavaScript (login, sign-up, forgot password): a
// script gets the handler's JSON; a browser's own form post gets a 303 to the next screen, or back
// to its own screen with ?problem=<key>, which the screen shows (AUTH_FORM_PROBLEMS).
import "server-only";
import { NextResponse } from "next/server";
import type { AuthFormProblem } from "../../content/messages/auth";
import { errorAnswer, formProblem, isNavigation, redirectTo } from "../../core/http";

export function authFormProblemOf(status: number): AuthFormProblem {
  if (status === 401) return "bad-login";
  if (status === 403) return "unverified";
  const problem = formProblem(status);
  return problem === "invalid" || problem === "limit" ? problem : "failed";
}

/** `?` or `&`, whichever `path` needs before one more parameter. */
const joiner = (path: string) => (path.includes("?") ? "&" : "?");

/**
 * Runs `work` with the response it may set cookies on. A script's request gets `answer`; a form
 * post is sent on to the path `work` returns, or back to `screen` with the problem's key.
 */
export async function authFormPost(
  request: Request,
  screen: string,
  answer: NextResponse,
  work: (response: NextResponse) => Promise<string>,
): Promise<Response> {
  if (!isNavigation(request)) {
    await work(answer);
    return answer;
  }
  const page = new NextResponse(null, { status: 303, headers: { "Cache-Control": "no-store" } });
  try {
    page.headers.set("Location", await work(page));
  } catch (error) {
    return redirectTo(`${screen}${joiner(screen)}problem=${authFormProblemOf(errorAnswer(error).status)}`);
  }
  return page;
}
